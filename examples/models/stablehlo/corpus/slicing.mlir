module @jit_slicing attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8x8xf32>, %arg1: tensor<i32>) -> (tensor<2x4xf32> {jax.result_info = "result[0]"}, tensor<8x8xf32> {jax.result_info = "result[1]"}, tensor<11x9xf32> {jax.result_info = "result[2]"}, tensor<4x2xf32> {jax.result_info = "result[3]"}, tensor<16x8xf32> {jax.result_info = "result[4]"}, tensor<8x8xf32> {jax.result_info = "result[5]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare LT, %arg1, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<8> : tensor<i32>
    %1 = stablehlo.add %arg1, %c_0 : tensor<i32>
    %2 = stablehlo.select %0, %1, %arg1 : tensor<i1>, tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.dynamic_slice %arg0, %2, %c_1, sizes = [2, 4] : (tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<2x4xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x4xf32>
    %5 = stablehlo.multiply %3, %4 : tensor<2x4xf32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.compare LT, %arg1, %c_2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_3 = stablehlo.constant dense<8> : tensor<i32>
    %7 = stablehlo.add %arg1, %c_3 : tensor<i32>
    %8 = stablehlo.select %6, %7, %arg1 : tensor<i1>, tensor<i32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.dynamic_update_slice %arg0, %5, %c_4, %8 : (tensor<8x8xf32>, tensor<2x4xf32>, tensor<i32>, tensor<i32>) -> tensor<8x8xf32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %10 = call @_pad(%arg0, %c_5) : (tensor<8x8xf32>, tensor<i32>) -> tensor<11x9xf32>
    %11 = stablehlo.slice %arg0 [0:8:2, 1:3] : (tensor<8x8xf32>) -> tensor<4x2xf32>
    %12 = stablehlo.concatenate %arg0, %arg0, dim = 0 : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<16x8xf32>
    %13 = call @_flip(%arg0) : (tensor<8x8xf32>) -> tensor<8x8xf32>
    return %3, %9, %10, %11, %12, %13 : tensor<2x4xf32>, tensor<8x8xf32>, tensor<11x9xf32>, tensor<4x2xf32>, tensor<16x8xf32>, tensor<8x8xf32>
  }
  func.func private @_pad(%arg0: tensor<8x8xf32>, %arg1: tensor<i32>) -> tensor<11x9xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [1, 0], high = [2, 1], interior = [0, 0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<11x9xf32>
    return %1 : tensor<11x9xf32>
  }
  func.func private @_flip(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {
    %0 = stablehlo.reverse %arg0, dims = [0] : tensor<8x8xf32>
    return %0 : tensor<8x8xf32>
  }
}
