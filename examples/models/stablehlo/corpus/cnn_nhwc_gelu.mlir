module @jit_cnn_nhwc attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x3x4x8xf32>, %arg1: tensor<2x8x8x4xf32>) -> (tensor<2x8x8x8xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.convolution(%arg1, %arg0) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x8x8x4xf32>, tensor<3x3x4x8xf32>) -> tensor<2x8x8x8xf32>
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x8x8x8xf32>
    %2 = stablehlo.multiply %1, %0 : tensor<2x8x8x8xf32>
    %3 = stablehlo.negate %0 : tensor<2x8x8x8xf32>
    %cst_0 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x8x8x8xf32>
    %5 = stablehlo.multiply %3, %4 : tensor<2x8x8x8xf32>
    %6 = chlo.erfc %5 : tensor<2x8x8x8xf32> -> tensor<2x8x8x8xf32>
    %7 = stablehlo.multiply %2, %6 : tensor<2x8x8x8xf32>
    return %7 : tensor<2x8x8x8xf32>
  }
}
