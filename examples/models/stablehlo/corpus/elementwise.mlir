module @jit_elementwise attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5x3xf32>, %arg1: tensor<5x3xf32>) -> (tensor<5x3xf32> {jax.result_info = "result[0]"}, tensor<5x3xf32> {jax.result_info = "result[1]"}, tensor<5x3xf32> {jax.result_info = "result[2]"}, tensor<5x3xf32> {jax.result_info = "result[3]"}, tensor<5x3xf32> {jax.result_info = "result[4]"}, tensor<5x3xf32> {jax.result_info = "result[5]"}, tensor<5x3xf32> {jax.result_info = "result[6]"}, tensor<5x3xf32> {jax.result_info = "result[7]"}, tensor<5x3xf32> {jax.result_info = "result[8]"}, tensor<5x3xf32> {jax.result_info = "result[9]"}, tensor<5x3xi1> {jax.result_info = "result[10]"}, tensor<5x3xbf16> {jax.result_info = "result[11]"}, tensor<5x3xi1> {jax.result_info = "result[12]"}, tensor<5x3xf32> {jax.result_info = "result[13]"}, tensor<5x3xf32> {jax.result_info = "result[14]"}, tensor<5x3xf32> {jax.result_info = "result[15]"}) {
    %c = stablehlo.constant dense<-1> : tensor<i32>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %0 = call @clip(%arg0, %c, %c_0) : (tensor<5x3xf32>, tensor<i32>, tensor<i32>) -> tensor<5x3xf32>
    %1 = stablehlo.maximum %arg0, %arg1 : tensor<5x3xf32>
    %2 = call @remainder(%arg0, %arg1) : (tensor<5x3xf32>, tensor<5x3xf32>) -> tensor<5x3xf32>
    %3 = stablehlo.power %arg0, %arg1 : tensor<5x3xf32>
    %4 = stablehlo.negate %arg0 : tensor<5x3xf32>
    %5 = stablehlo.exponential %4 : tensor<5x3xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5x3xf32>
    %7 = stablehlo.add %6, %5 : tensor<5x3xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<5x3xf32>
    %9 = stablehlo.divide %8, %7 : tensor<5x3xf32>
    %10 = chlo.erf %arg0 : tensor<5x3xf32> -> tensor<5x3xf32>
    %11 = stablehlo.floor %arg0 : tensor<5x3xf32>
    %12 = call @round(%arg0) : (tensor<5x3xf32>) -> tensor<5x3xf32>
    %13 = stablehlo.sign %arg0 : tensor<5x3xf32>
    %14 = stablehlo.atan2 %arg0, %arg1 : tensor<5x3xf32>
    %15 = stablehlo.is_finite %arg0 : (tensor<5x3xf32>) -> tensor<5x3xi1>
    %16 = stablehlo.convert %arg0 : (tensor<5x3xf32>) -> tensor<5x3xbf16>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<5x3xf32>
    %18 = stablehlo.compare GT, %arg0, %17, FLOAT : (tensor<5x3xf32>, tensor<5x3xf32>) -> tensor<5x3xi1>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<5x3xf32>
    %20 = stablehlo.compare LT, %arg1, %19, FLOAT : (tensor<5x3xf32>, tensor<5x3xf32>) -> tensor<5x3xi1>
    %21 = stablehlo.and %18, %20 : tensor<5x3xi1>
    %22 = call @softplus(%arg0) : (tensor<5x3xf32>) -> tensor<5x3xf32>
    %23 = stablehlo.exponential_minus_one %arg0 : tensor<5x3xf32>
    %24 = stablehlo.abs %arg0 : tensor<5x3xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<5x3xf32>
    %26 = stablehlo.add %24, %25 : tensor<5x3xf32>
    %27 = stablehlo.rsqrt %26 : tensor<5x3xf32>
    return %0, %1, %2, %3, %9, %10, %11, %12, %13, %14, %15, %16, %21, %22, %23, %27 : tensor<5x3xf32>, tensor<5x3xf32>, tensor<5x3xf32>, tensor<5x3xf32>, tensor<5x3xf32>, tensor<5x3xf32>, tensor<5x3xf32>, tensor<5x3xf32>, tensor<5x3xf32>, tensor<5x3xf32>, tensor<5x3xi1>, tensor<5x3xbf16>, tensor<5x3xi1>, tensor<5x3xf32>, tensor<5x3xf32>, tensor<5x3xf32>
  }
  func.func private @clip(%arg0: tensor<5x3xf32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<5x3xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<5x3xf32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<5x3xf32>
    %3 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<5x3xf32>
    %5 = stablehlo.minimum %4, %2 : tensor<5x3xf32>
    return %5 : tensor<5x3xf32>
  }
  func.func private @remainder(%arg0: tensor<5x3xf32>, %arg1: tensor<5x3xf32>) -> tensor<5x3xf32> {
    %0 = stablehlo.remainder %arg0, %arg1 : tensor<5x3xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5x3xf32>
    %2 = stablehlo.compare NE, %0, %1, FLOAT : (tensor<5x3xf32>, tensor<5x3xf32>) -> tensor<5x3xi1>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<5x3xf32>
    %4 = stablehlo.compare LT, %0, %3, FLOAT : (tensor<5x3xf32>, tensor<5x3xf32>) -> tensor<5x3xi1>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<5x3xf32>
    %6 = stablehlo.compare LT, %arg1, %5, FLOAT : (tensor<5x3xf32>, tensor<5x3xf32>) -> tensor<5x3xi1>
    %7 = stablehlo.compare NE, %4, %6, UNSIGNED : (tensor<5x3xi1>, tensor<5x3xi1>) -> tensor<5x3xi1>
    %8 = stablehlo.and %7, %2 : tensor<5x3xi1>
    %9 = stablehlo.add %0, %arg1 : tensor<5x3xf32>
    %10 = stablehlo.select %8, %9, %0 : tensor<5x3xi1>, tensor<5x3xf32>
    return %10 : tensor<5x3xf32>
  }
  func.func private @round(%arg0: tensor<5x3xf32>) -> tensor<5x3xf32> {
    %0 = stablehlo.round_nearest_even %arg0 : tensor<5x3xf32>
    return %0 : tensor<5x3xf32>
  }
  func.func private @softplus(%arg0: tensor<5x3xf32>) -> tensor<5x3xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5x3xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<5x3xf32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5x3xf32>
    %3 = stablehlo.subtract %arg0, %2 : tensor<5x3xf32>
    %4 = stablehlo.compare NE, %3, %3, FLOAT : (tensor<5x3xf32>, tensor<5x3xf32>) -> tensor<5x3xi1>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5x3xf32>
    %6 = stablehlo.add %arg0, %5 : tensor<5x3xf32>
    %7 = stablehlo.abs %3 : tensor<5x3xf32>
    %8 = stablehlo.negate %7 : tensor<5x3xf32>
    %9 = stablehlo.exponential %8 : tensor<5x3xf32>
    %10 = stablehlo.log_plus_one %9 : tensor<5x3xf32>
    %11 = stablehlo.add %1, %10 : tensor<5x3xf32>
    %12 = stablehlo.select %4, %6, %11 : tensor<5x3xi1>, tensor<5x3xf32>
    return %12 : tensor<5x3xf32>
  }
}
