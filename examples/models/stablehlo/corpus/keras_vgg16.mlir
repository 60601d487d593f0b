module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x3x3x64xf32>, %arg1: tensor<64xf32>, %arg2: tensor<3x3x64x64xf32>, %arg3: tensor<64xf32>, %arg4: tensor<3x3x64x128xf32>, %arg5: tensor<128xf32>, %arg6: tensor<3x3x128x128xf32>, %arg7: tensor<128xf32>, %arg8: tensor<3x3x128x256xf32>, %arg9: tensor<256xf32>, %arg10: tensor<3x3x256x256xf32>, %arg11: tensor<256xf32>, %arg12: tensor<3x3x256x256xf32>, %arg13: tensor<256xf32>, %arg14: tensor<3x3x256x512xf32>, %arg15: tensor<512xf32>, %arg16: tensor<3x3x512x512xf32>, %arg17: tensor<512xf32>, %arg18: tensor<3x3x512x512xf32>, %arg19: tensor<512xf32>, %arg20: tensor<3x3x512x512xf32>, %arg21: tensor<512xf32>, %arg22: tensor<3x3x512x512xf32>, %arg23: tensor<512xf32>, %arg24: tensor<3x3x512x512xf32>, %arg25: tensor<512xf32>, %arg26: tensor<512x4096xf32>, %arg27: tensor<4096xf32>, %arg28: tensor<4096x4096xf32>, %arg29: tensor<4096xf32>, %arg30: tensor<4096x10xf32>, %arg31: tensor<10xf32>, %arg32: tensor<1x32x32x3xf32>) -> (tensor<1x10xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.convolution(%arg32, %arg0) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x32x32x3xf32>, tensor<3x3x3x64xf32>) -> tensor<1x32x32x64xf32>
    %1 = stablehlo.reshape %arg1 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<1x32x32x64xf32>
    %3 = stablehlo.add %0, %2 : tensor<1x32x32x64xf32>
    %4 = call @relu(%3) : (tensor<1x32x32x64xf32>) -> tensor<1x32x32x64xf32>
    %5 = stablehlo.convolution(%4, %arg2) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x32x32x64xf32>, tensor<3x3x64x64xf32>) -> tensor<1x32x32x64xf32>
    %6 = stablehlo.reshape %arg3 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<1x32x32x64xf32>
    %8 = stablehlo.add %5, %7 : tensor<1x32x32x64xf32>
    %9 = call @relu(%8) : (tensor<1x32x32x64xf32>) -> tensor<1x32x32x64xf32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<f32>
    %11 = "stablehlo.reduce_window"(%9, %10) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg33: tensor<f32>, %arg34: tensor<f32>):
      %98 = stablehlo.maximum %arg33, %arg34 : tensor<f32>
      stablehlo.return %98 : tensor<f32>
    }) : (tensor<1x32x32x64xf32>, tensor<f32>) -> tensor<1x16x16x64xf32>
    %12 = stablehlo.convolution(%11, %arg4) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x16x16x64xf32>, tensor<3x3x64x128xf32>) -> tensor<1x16x16x128xf32>
    %13 = stablehlo.reshape %arg5 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<1x16x16x128xf32>
    %15 = stablehlo.add %12, %14 : tensor<1x16x16x128xf32>
    %16 = call @relu_0(%15) : (tensor<1x16x16x128xf32>) -> tensor<1x16x16x128xf32>
    %17 = stablehlo.convolution(%16, %arg6) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x16x16x128xf32>, tensor<3x3x128x128xf32>) -> tensor<1x16x16x128xf32>
    %18 = stablehlo.reshape %arg7 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<1x16x16x128xf32>
    %20 = stablehlo.add %17, %19 : tensor<1x16x16x128xf32>
    %21 = call @relu_0(%20) : (tensor<1x16x16x128xf32>) -> tensor<1x16x16x128xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<f32>
    %23 = "stablehlo.reduce_window"(%21, %22) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg33: tensor<f32>, %arg34: tensor<f32>):
      %98 = stablehlo.maximum %arg33, %arg34 : tensor<f32>
      stablehlo.return %98 : tensor<f32>
    }) : (tensor<1x16x16x128xf32>, tensor<f32>) -> tensor<1x8x8x128xf32>
    %24 = stablehlo.convolution(%23, %arg8) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x8x8x128xf32>, tensor<3x3x128x256xf32>) -> tensor<1x8x8x256xf32>
    %25 = stablehlo.reshape %arg9 : (tensor<256xf32>) -> tensor<1x1x1x256xf32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0, 1, 2, 3] : (tensor<1x1x1x256xf32>) -> tensor<1x8x8x256xf32>
    %27 = stablehlo.add %24, %26 : tensor<1x8x8x256xf32>
    %28 = call @relu_1(%27) : (tensor<1x8x8x256xf32>) -> tensor<1x8x8x256xf32>
    %29 = stablehlo.convolution(%28, %arg10) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x8x8x256xf32>, tensor<3x3x256x256xf32>) -> tensor<1x8x8x256xf32>
    %30 = stablehlo.reshape %arg11 : (tensor<256xf32>) -> tensor<1x1x1x256xf32>
    %31 = stablehlo.broadcast_in_dim %30, dims = [0, 1, 2, 3] : (tensor<1x1x1x256xf32>) -> tensor<1x8x8x256xf32>
    %32 = stablehlo.add %29, %31 : tensor<1x8x8x256xf32>
    %33 = call @relu_1(%32) : (tensor<1x8x8x256xf32>) -> tensor<1x8x8x256xf32>
    %34 = stablehlo.convolution(%33, %arg12) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x8x8x256xf32>, tensor<3x3x256x256xf32>) -> tensor<1x8x8x256xf32>
    %35 = stablehlo.reshape %arg13 : (tensor<256xf32>) -> tensor<1x1x1x256xf32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [0, 1, 2, 3] : (tensor<1x1x1x256xf32>) -> tensor<1x8x8x256xf32>
    %37 = stablehlo.add %34, %36 : tensor<1x8x8x256xf32>
    %38 = call @relu_1(%37) : (tensor<1x8x8x256xf32>) -> tensor<1x8x8x256xf32>
    %cst_1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<f32>
    %40 = "stablehlo.reduce_window"(%38, %39) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg33: tensor<f32>, %arg34: tensor<f32>):
      %98 = stablehlo.maximum %arg33, %arg34 : tensor<f32>
      stablehlo.return %98 : tensor<f32>
    }) : (tensor<1x8x8x256xf32>, tensor<f32>) -> tensor<1x4x4x256xf32>
    %41 = stablehlo.convolution(%40, %arg14) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x4x4x256xf32>, tensor<3x3x256x512xf32>) -> tensor<1x4x4x512xf32>
    %42 = stablehlo.reshape %arg15 : (tensor<512xf32>) -> tensor<1x1x1x512xf32>
    %43 = stablehlo.broadcast_in_dim %42, dims = [0, 1, 2, 3] : (tensor<1x1x1x512xf32>) -> tensor<1x4x4x512xf32>
    %44 = stablehlo.add %41, %43 : tensor<1x4x4x512xf32>
    %45 = call @relu_2(%44) : (tensor<1x4x4x512xf32>) -> tensor<1x4x4x512xf32>
    %46 = stablehlo.convolution(%45, %arg16) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x4x4x512xf32>, tensor<3x3x512x512xf32>) -> tensor<1x4x4x512xf32>
    %47 = stablehlo.reshape %arg17 : (tensor<512xf32>) -> tensor<1x1x1x512xf32>
    %48 = stablehlo.broadcast_in_dim %47, dims = [0, 1, 2, 3] : (tensor<1x1x1x512xf32>) -> tensor<1x4x4x512xf32>
    %49 = stablehlo.add %46, %48 : tensor<1x4x4x512xf32>
    %50 = call @relu_2(%49) : (tensor<1x4x4x512xf32>) -> tensor<1x4x4x512xf32>
    %51 = stablehlo.convolution(%50, %arg18) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x4x4x512xf32>, tensor<3x3x512x512xf32>) -> tensor<1x4x4x512xf32>
    %52 = stablehlo.reshape %arg19 : (tensor<512xf32>) -> tensor<1x1x1x512xf32>
    %53 = stablehlo.broadcast_in_dim %52, dims = [0, 1, 2, 3] : (tensor<1x1x1x512xf32>) -> tensor<1x4x4x512xf32>
    %54 = stablehlo.add %51, %53 : tensor<1x4x4x512xf32>
    %55 = call @relu_2(%54) : (tensor<1x4x4x512xf32>) -> tensor<1x4x4x512xf32>
    %cst_2 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %56 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<f32>
    %57 = "stablehlo.reduce_window"(%55, %56) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg33: tensor<f32>, %arg34: tensor<f32>):
      %98 = stablehlo.maximum %arg33, %arg34 : tensor<f32>
      stablehlo.return %98 : tensor<f32>
    }) : (tensor<1x4x4x512xf32>, tensor<f32>) -> tensor<1x2x2x512xf32>
    %58 = stablehlo.convolution(%57, %arg20) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x2x2x512xf32>, tensor<3x3x512x512xf32>) -> tensor<1x2x2x512xf32>
    %59 = stablehlo.reshape %arg21 : (tensor<512xf32>) -> tensor<1x1x1x512xf32>
    %60 = stablehlo.broadcast_in_dim %59, dims = [0, 1, 2, 3] : (tensor<1x1x1x512xf32>) -> tensor<1x2x2x512xf32>
    %61 = stablehlo.add %58, %60 : tensor<1x2x2x512xf32>
    %62 = call @relu_3(%61) : (tensor<1x2x2x512xf32>) -> tensor<1x2x2x512xf32>
    %63 = stablehlo.convolution(%62, %arg22) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x2x2x512xf32>, tensor<3x3x512x512xf32>) -> tensor<1x2x2x512xf32>
    %64 = stablehlo.reshape %arg23 : (tensor<512xf32>) -> tensor<1x1x1x512xf32>
    %65 = stablehlo.broadcast_in_dim %64, dims = [0, 1, 2, 3] : (tensor<1x1x1x512xf32>) -> tensor<1x2x2x512xf32>
    %66 = stablehlo.add %63, %65 : tensor<1x2x2x512xf32>
    %67 = call @relu_3(%66) : (tensor<1x2x2x512xf32>) -> tensor<1x2x2x512xf32>
    %68 = stablehlo.convolution(%67, %arg24) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x2x2x512xf32>, tensor<3x3x512x512xf32>) -> tensor<1x2x2x512xf32>
    %69 = stablehlo.reshape %arg25 : (tensor<512xf32>) -> tensor<1x1x1x512xf32>
    %70 = stablehlo.broadcast_in_dim %69, dims = [0, 1, 2, 3] : (tensor<1x1x1x512xf32>) -> tensor<1x2x2x512xf32>
    %71 = stablehlo.add %68, %70 : tensor<1x2x2x512xf32>
    %72 = call @relu_3(%71) : (tensor<1x2x2x512xf32>) -> tensor<1x2x2x512xf32>
    %cst_3 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %73 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<f32>
    %74 = "stablehlo.reduce_window"(%72, %73) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg33: tensor<f32>, %arg34: tensor<f32>):
      %98 = stablehlo.maximum %arg33, %arg34 : tensor<f32>
      stablehlo.return %98 : tensor<f32>
    }) : (tensor<1x2x2x512xf32>, tensor<f32>) -> tensor<1x1x1x512xf32>
    %75 = stablehlo.reshape %74 : (tensor<1x1x1x512xf32>) -> tensor<1x512xf32>
    %76 = stablehlo.dot_general %75, %arg26, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x512xf32>, tensor<512x4096xf32>) -> tensor<1x4096xf32>
    %77 = stablehlo.broadcast_in_dim %arg27, dims = [1] : (tensor<4096xf32>) -> tensor<1x4096xf32>
    %78 = stablehlo.add %76, %77 : tensor<1x4096xf32>
    %79 = call @relu_4(%78) : (tensor<1x4096xf32>) -> tensor<1x4096xf32>
    %80 = stablehlo.dot_general %79, %arg28, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x4096xf32>, tensor<4096x4096xf32>) -> tensor<1x4096xf32>
    %81 = stablehlo.broadcast_in_dim %arg29, dims = [1] : (tensor<4096xf32>) -> tensor<1x4096xf32>
    %82 = stablehlo.add %80, %81 : tensor<1x4096xf32>
    %83 = call @relu_4(%82) : (tensor<1x4096xf32>) -> tensor<1x4096xf32>
    %84 = stablehlo.dot_general %83, %arg30, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x4096xf32>, tensor<4096x10xf32>) -> tensor<1x10xf32>
    %85 = stablehlo.broadcast_in_dim %arg31, dims = [1] : (tensor<10xf32>) -> tensor<1x10xf32>
    %86 = stablehlo.add %84, %85 : tensor<1x10xf32>
    %cst_4 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %87 = stablehlo.reduce(%86 init: %cst_4) applies stablehlo.maximum across dimensions = [1] : (tensor<1x10xf32>, tensor<f32>) -> tensor<1xf32>
    %cst_5 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %88 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %89 = stablehlo.maximum %88, %87 : tensor<1xf32>
    %90 = stablehlo.broadcast_in_dim %89, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %91 = stablehlo.broadcast_in_dim %90, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x10xf32>
    %92 = stablehlo.subtract %86, %91 : tensor<1x10xf32>
    %93 = stablehlo.exponential %92 : tensor<1x10xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %94 = stablehlo.reduce(%93 init: %cst_6) applies stablehlo.add across dimensions = [1] : (tensor<1x10xf32>, tensor<f32>) -> tensor<1xf32>
    %95 = stablehlo.broadcast_in_dim %94, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %96 = stablehlo.broadcast_in_dim %95, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x10xf32>
    %97 = stablehlo.divide %93, %96 : tensor<1x10xf32>
    return %97 : tensor<1x10xf32>
  }
  func.func private @relu(%arg0: tensor<1x32x32x64xf32>) -> tensor<1x32x32x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x32x32x64xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<1x32x32x64xf32>
    return %1 : tensor<1x32x32x64xf32>
  }
  func.func private @relu_0(%arg0: tensor<1x16x16x128xf32>) -> tensor<1x16x16x128xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x16x16x128xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<1x16x16x128xf32>
    return %1 : tensor<1x16x16x128xf32>
  }
  func.func private @relu_1(%arg0: tensor<1x8x8x256xf32>) -> tensor<1x8x8x256xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8x8x256xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<1x8x8x256xf32>
    return %1 : tensor<1x8x8x256xf32>
  }
  func.func private @relu_2(%arg0: tensor<1x4x4x512xf32>) -> tensor<1x4x4x512xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x4x4x512xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<1x4x4x512xf32>
    return %1 : tensor<1x4x4x512xf32>
  }
  func.func private @relu_3(%arg0: tensor<1x2x2x512xf32>) -> tensor<1x2x2x512xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x2x2x512xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<1x2x2x512xf32>
    return %1 : tensor<1x2x2x512xf32>
  }
  func.func private @relu_4(%arg0: tensor<1x4096xf32>) -> tensor<1x4096xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x4096xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<1x4096xf32>
    return %1 : tensor<1x4096xf32>
  }
}
