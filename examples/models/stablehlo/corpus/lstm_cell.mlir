module @jit_lstm_cell attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<24x64xf32>, %arg1: tensor<2x16xf32>, %arg2: tensor<2x16xf32>, %arg3: tensor<2x8xf32>) -> (tensor<2x16xf32> {jax.result_info = "result[0]"}, tensor<2x16xf32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.concatenate %arg1, %arg3, dim = 1 : (tensor<2x16xf32>, tensor<2x8xf32>) -> tensor<2x24xf32>
    %1 = stablehlo.dot_general %0, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x24xf32>, tensor<24x64xf32>) -> tensor<2x64xf32>
    %2 = stablehlo.slice %1 [0:2, 0:16] : (tensor<2x64xf32>) -> tensor<2x16xf32>
    %3 = stablehlo.slice %1 [0:2, 16:32] : (tensor<2x64xf32>) -> tensor<2x16xf32>
    %4 = stablehlo.slice %1 [0:2, 32:48] : (tensor<2x64xf32>) -> tensor<2x16xf32>
    %5 = stablehlo.slice %1 [0:2, 48:64] : (tensor<2x64xf32>) -> tensor<2x16xf32>
    %6 = stablehlo.negate %3 : tensor<2x16xf32>
    %7 = stablehlo.exponential %6 : tensor<2x16xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %9 = stablehlo.add %8, %7 : tensor<2x16xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %11 = stablehlo.divide %10, %9 : tensor<2x16xf32>
    %12 = stablehlo.multiply %11, %arg2 : tensor<2x16xf32>
    %13 = stablehlo.negate %2 : tensor<2x16xf32>
    %14 = stablehlo.exponential %13 : tensor<2x16xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %16 = stablehlo.add %15, %14 : tensor<2x16xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %18 = stablehlo.divide %17, %16 : tensor<2x16xf32>
    %19 = stablehlo.tanh %4 : tensor<2x16xf32>
    %20 = stablehlo.multiply %18, %19 : tensor<2x16xf32>
    %21 = stablehlo.add %12, %20 : tensor<2x16xf32>
    %22 = stablehlo.negate %5 : tensor<2x16xf32>
    %23 = stablehlo.exponential %22 : tensor<2x16xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %25 = stablehlo.add %24, %23 : tensor<2x16xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %27 = stablehlo.divide %26, %25 : tensor<2x16xf32>
    %28 = stablehlo.tanh %21 : tensor<2x16xf32>
    %29 = stablehlo.multiply %27, %28 : tensor<2x16xf32>
    return %29, %21 : tensor<2x16xf32>, tensor<2x16xf32>
  }
}
