module @jit_cnn attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8x3x3x3xf32>, %arg1: tensor<16x8x3x3xf32>, %arg2: tensor<2x3x16x16xf32>) -> (tensor<2x16xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.convolution(%arg2, %arg0) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x3x16x16xf32>, tensor<8x3x3x3xf32>) -> tensor<2x8x16x16xf32>
    %1 = call @relu(%0) : (tensor<2x8x16x16xf32>) -> tensor<2x8x16x16xf32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<f32>
    %3 = "stablehlo.reduce_window"(%1, %2) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 1, 2, 2>, window_strides = array<i64: 1, 1, 2, 2>}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %8 = stablehlo.maximum %arg3, %arg4 : tensor<f32>
      stablehlo.return %8 : tensor<f32>
    }) : (tensor<2x8x16x16xf32>, tensor<f32>) -> tensor<2x8x8x8xf32>
    %4 = stablehlo.convolution(%3, %arg1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 2], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x8x8x8xf32>, tensor<16x8x3x3xf32>) -> tensor<2x16x4x4xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.reduce(%4 init: %cst_0) applies stablehlo.add across dimensions = [2, 3] : (tensor<2x16x4x4xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_1 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %7 = stablehlo.divide %5, %6 : tensor<2x16xf32>
    return %7 : tensor<2x16xf32>
  }
  func.func private @relu(%arg0: tensor<2x8x16x16xf32>) -> tensor<2x8x16x16xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x8x16x16xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<2x8x16x16xf32>
    return %1 : tensor<2x8x16x16xf32>
  }
}
