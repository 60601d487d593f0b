module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x3x3x32xf32>, %arg1: tensor<32xf32>, %arg2: tensor<32xf32>, %arg3: tensor<3x3x32x64xf32>, %arg4: tensor<64xf32>, %arg5: tensor<64xf32>, %arg6: tensor<3x3x64x1xf32>, %arg7: tensor<1x1x64x128xf32>, %arg8: tensor<128xf32>, %arg9: tensor<128xf32>, %arg10: tensor<3x3x128x1xf32>, %arg11: tensor<1x1x128x128xf32>, %arg12: tensor<128xf32>, %arg13: tensor<128xf32>, %arg14: tensor<1x1x64x128xf32>, %arg15: tensor<128xf32>, %arg16: tensor<128xf32>, %arg17: tensor<3x3x128x1xf32>, %arg18: tensor<1x1x128x256xf32>, %arg19: tensor<256xf32>, %arg20: tensor<256xf32>, %arg21: tensor<3x3x256x1xf32>, %arg22: tensor<1x1x256x256xf32>, %arg23: tensor<256xf32>, %arg24: tensor<256xf32>, %arg25: tensor<1x1x128x256xf32>, %arg26: tensor<256xf32>, %arg27: tensor<256xf32>, %arg28: tensor<3x3x256x1xf32>, %arg29: tensor<1x1x256x728xf32>, %arg30: tensor<728xf32>, %arg31: tensor<728xf32>, %arg32: tensor<3x3x728x1xf32>, %arg33: tensor<1x1x728x728xf32>, %arg34: tensor<728xf32>, %arg35: tensor<728xf32>, %arg36: tensor<1x1x256x728xf32>, %arg37: tensor<728xf32>, %arg38: tensor<728xf32>, %arg39: tensor<3x3x728x1xf32>, %arg40: tensor<1x1x728x728xf32>, %arg41: tensor<728xf32>, %arg42: tensor<728xf32>, %arg43: tensor<3x3x728x1xf32>, %arg44: tensor<1x1x728x728xf32>, %arg45: tensor<728xf32>, %arg46: tensor<728xf32>, %arg47: tensor<3x3x728x1xf32>, %arg48: tensor<1x1x728x728xf32>, %arg49: tensor<728xf32>, %arg50: tensor<728xf32>, %arg51: tensor<3x3x728x1xf32>, %arg52: tensor<1x1x728x728xf32>, %arg53: tensor<728xf32>, %arg54: tensor<728xf32>, %arg55: tensor<3x3x728x1xf32>, %arg56: tensor<1x1x728x728xf32>, %arg57: tensor<728xf32>, %arg58: tensor<728xf32>, %arg59: tensor<3x3x728x1xf32>, %arg60: tensor<1x1x728x728xf32>, %arg61: tensor<728xf32>, %arg62: tensor<728xf32>, %arg63: tensor<3x3x728x1xf32>, %arg64: tensor<1x1x728x728xf32>, %arg65: tensor<728xf32>, %arg66: tensor<728xf32>, %arg67: tensor<3x3x728x1xf32>, %arg68: tensor<1x1x728x728xf32>, %arg69: tensor<728xf32>, %arg70: tensor<728xf32>, %arg71: tensor<3x3x728x1xf32>, %arg72: tensor<1x1x728x728xf32>, %arg73: tensor<728xf32>, %arg74: tensor<728xf32>, %arg75: tensor<3x3x728x1xf32>, %arg76: tensor<1x1x728x728xf32>, %arg77: tensor<728xf32>, %arg78: tensor<728xf32>, %arg79: tensor<3x3x728x1xf32>, %arg80: tensor<1x1x728x728xf32>, %arg81: tensor<728xf32>, %arg82: tensor<728xf32>, %arg83: tensor<3x3x728x1xf32>, %arg84: tensor<1x1x728x728xf32>, %arg85: tensor<728xf32>, %arg86: tensor<728xf32>, %arg87: tensor<3x3x728x1xf32>, %arg88: tensor<1x1x728x728xf32>, %arg89: tensor<728xf32>, %arg90: tensor<728xf32>, %arg91: tensor<3x3x728x1xf32>, %arg92: tensor<1x1x728x728xf32>, %arg93: tensor<728xf32>, %arg94: tensor<728xf32>, %arg95: tensor<3x3x728x1xf32>, %arg96: tensor<1x1x728x728xf32>, %arg97: tensor<728xf32>, %arg98: tensor<728xf32>, %arg99: tensor<3x3x728x1xf32>, %arg100: tensor<1x1x728x728xf32>, %arg101: tensor<728xf32>, %arg102: tensor<728xf32>, %arg103: tensor<3x3x728x1xf32>, %arg104: tensor<1x1x728x728xf32>, %arg105: tensor<728xf32>, %arg106: tensor<728xf32>, %arg107: tensor<3x3x728x1xf32>, %arg108: tensor<1x1x728x728xf32>, %arg109: tensor<728xf32>, %arg110: tensor<728xf32>, %arg111: tensor<3x3x728x1xf32>, %arg112: tensor<1x1x728x728xf32>, %arg113: tensor<728xf32>, %arg114: tensor<728xf32>, %arg115: tensor<3x3x728x1xf32>, %arg116: tensor<1x1x728x728xf32>, %arg117: tensor<728xf32>, %arg118: tensor<728xf32>, %arg119: tensor<3x3x728x1xf32>, %arg120: tensor<1x1x728x728xf32>, %arg121: tensor<728xf32>, %arg122: tensor<728xf32>, %arg123: tensor<3x3x728x1xf32>, %arg124: tensor<1x1x728x728xf32>, %arg125: tensor<728xf32>, %arg126: tensor<728xf32>, %arg127: tensor<3x3x728x1xf32>, %arg128: tensor<1x1x728x728xf32>, %arg129: tensor<728xf32>, %arg130: tensor<728xf32>, %arg131: tensor<3x3x728x1xf32>, %arg132: tensor<1x1x728x728xf32>, %arg133: tensor<728xf32>, %arg134: tensor<728xf32>, %arg135: tensor<3x3x728x1xf32>, %arg136: tensor<1x1x728x728xf32>, %arg137: tensor<728xf32>, %arg138: tensor<728xf32>, %arg139: tensor<3x3x728x1xf32>, %arg140: tensor<1x1x728x1024xf32>, %arg141: tensor<1024xf32>, %arg142: tensor<1024xf32>, %arg143: tensor<1x1x728x1024xf32>, %arg144: tensor<1024xf32>, %arg145: tensor<1024xf32>, %arg146: tensor<3x3x1024x1xf32>, %arg147: tensor<1x1x1024x1536xf32>, %arg148: tensor<1536xf32>, %arg149: tensor<1536xf32>, %arg150: tensor<3x3x1536x1xf32>, %arg151: tensor<1x1x1536x2048xf32>, %arg152: tensor<2048xf32>, %arg153: tensor<2048xf32>, %arg154: tensor<2048x10xf32>, %arg155: tensor<10xf32>, %arg156: tensor<32xf32>, %arg157: tensor<32xf32>, %arg158: tensor<64xf32>, %arg159: tensor<64xf32>, %arg160: tensor<128xf32>, %arg161: tensor<128xf32>, %arg162: tensor<128xf32>, %arg163: tensor<128xf32>, %arg164: tensor<128xf32>, %arg165: tensor<128xf32>, %arg166: tensor<256xf32>, %arg167: tensor<256xf32>, %arg168: tensor<256xf32>, %arg169: tensor<256xf32>, %arg170: tensor<256xf32>, %arg171: tensor<256xf32>, %arg172: tensor<728xf32>, %arg173: tensor<728xf32>, %arg174: tensor<728xf32>, %arg175: tensor<728xf32>, %arg176: tensor<728xf32>, %arg177: tensor<728xf32>, %arg178: tensor<728xf32>, %arg179: tensor<728xf32>, %arg180: tensor<728xf32>, %arg181: tensor<728xf32>, %arg182: tensor<728xf32>, %arg183: tensor<728xf32>, %arg184: tensor<728xf32>, %arg185: tensor<728xf32>, %arg186: tensor<728xf32>, %arg187: tensor<728xf32>, %arg188: tensor<728xf32>, %arg189: tensor<728xf32>, %arg190: tensor<728xf32>, %arg191: tensor<728xf32>, %arg192: tensor<728xf32>, %arg193: tensor<728xf32>, %arg194: tensor<728xf32>, %arg195: tensor<728xf32>, %arg196: tensor<728xf32>, %arg197: tensor<728xf32>, %arg198: tensor<728xf32>, %arg199: tensor<728xf32>, %arg200: tensor<728xf32>, %arg201: tensor<728xf32>, %arg202: tensor<728xf32>, %arg203: tensor<728xf32>, %arg204: tensor<728xf32>, %arg205: tensor<728xf32>, %arg206: tensor<728xf32>, %arg207: tensor<728xf32>, %arg208: tensor<728xf32>, %arg209: tensor<728xf32>, %arg210: tensor<728xf32>, %arg211: tensor<728xf32>, %arg212: tensor<728xf32>, %arg213: tensor<728xf32>, %arg214: tensor<728xf32>, %arg215: tensor<728xf32>, %arg216: tensor<728xf32>, %arg217: tensor<728xf32>, %arg218: tensor<728xf32>, %arg219: tensor<728xf32>, %arg220: tensor<728xf32>, %arg221: tensor<728xf32>, %arg222: tensor<728xf32>, %arg223: tensor<728xf32>, %arg224: tensor<728xf32>, %arg225: tensor<728xf32>, %arg226: tensor<728xf32>, %arg227: tensor<728xf32>, %arg228: tensor<1024xf32>, %arg229: tensor<1024xf32>, %arg230: tensor<1024xf32>, %arg231: tensor<1024xf32>, %arg232: tensor<1536xf32>, %arg233: tensor<1536xf32>, %arg234: tensor<2048xf32>, %arg235: tensor<2048xf32>, %arg236: tensor<1x71x71x3xf32>) -> (tensor<1x10xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.convolution(%arg236, %arg0) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x71x71x3xf32>, tensor<3x3x3x32xf32>) -> tensor<1x35x35x32xf32>
    %1 = stablehlo.reshape %arg156 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %2 = stablehlo.reshape %arg157 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %cst = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x1x1x32xf32>
    %4 = stablehlo.add %2, %3 : tensor<1x1x1x32xf32>
    %5 = stablehlo.rsqrt %4 : tensor<1x1x1x32xf32>
    %6 = stablehlo.reshape %arg1 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %7 = stablehlo.multiply %5, %6 : tensor<1x1x1x32xf32>
    %8 = stablehlo.negate %1 : tensor<1x1x1x32xf32>
    %9 = stablehlo.multiply %8, %7 : tensor<1x1x1x32xf32>
    %10 = stablehlo.reshape %arg2 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %11 = stablehlo.add %9, %10 : tensor<1x1x1x32xf32>
    %12 = stablehlo.broadcast_in_dim %7, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<1x35x35x32xf32>
    %13 = stablehlo.multiply %0, %12 : tensor<1x35x35x32xf32>
    %14 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<1x35x35x32xf32>
    %15 = stablehlo.add %13, %14 : tensor<1x35x35x32xf32>
    %16 = call @relu(%15) : (tensor<1x35x35x32xf32>) -> tensor<1x35x35x32xf32>
    %17 = stablehlo.convolution(%16, %arg3) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x35x35x32xf32>, tensor<3x3x32x64xf32>) -> tensor<1x33x33x64xf32>
    %18 = stablehlo.reshape %arg158 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %19 = stablehlo.reshape %arg159 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %cst_0 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x1x1x64xf32>
    %21 = stablehlo.add %19, %20 : tensor<1x1x1x64xf32>
    %22 = stablehlo.rsqrt %21 : tensor<1x1x1x64xf32>
    %23 = stablehlo.reshape %arg4 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %24 = stablehlo.multiply %22, %23 : tensor<1x1x1x64xf32>
    %25 = stablehlo.negate %18 : tensor<1x1x1x64xf32>
    %26 = stablehlo.multiply %25, %24 : tensor<1x1x1x64xf32>
    %27 = stablehlo.reshape %arg5 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %28 = stablehlo.add %26, %27 : tensor<1x1x1x64xf32>
    %29 = stablehlo.broadcast_in_dim %24, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<1x33x33x64xf32>
    %30 = stablehlo.multiply %17, %29 : tensor<1x33x33x64xf32>
    %31 = stablehlo.broadcast_in_dim %28, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<1x33x33x64xf32>
    %32 = stablehlo.add %30, %31 : tensor<1x33x33x64xf32>
    %33 = call @relu_0(%32) : (tensor<1x33x33x64xf32>) -> tensor<1x33x33x64xf32>
    %34 = stablehlo.reshape %arg6 : (tensor<3x3x64x1xf32>) -> tensor<3x3x1x64xf32>
    %35 = stablehlo.convolution(%33, %34) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 64 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x33x33x64xf32>, tensor<3x3x1x64xf32>) -> tensor<1x33x33x64xf32>
    %36 = stablehlo.convolution(%35, %arg7) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x33x33x64xf32>, tensor<1x1x64x128xf32>) -> tensor<1x33x33x128xf32>
    %37 = stablehlo.reshape %arg160 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %38 = stablehlo.reshape %arg161 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %cst_1 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<1x1x1x128xf32>
    %40 = stablehlo.add %38, %39 : tensor<1x1x1x128xf32>
    %41 = stablehlo.rsqrt %40 : tensor<1x1x1x128xf32>
    %42 = stablehlo.reshape %arg8 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %43 = stablehlo.multiply %41, %42 : tensor<1x1x1x128xf32>
    %44 = stablehlo.negate %37 : tensor<1x1x1x128xf32>
    %45 = stablehlo.multiply %44, %43 : tensor<1x1x1x128xf32>
    %46 = stablehlo.reshape %arg9 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %47 = stablehlo.add %45, %46 : tensor<1x1x1x128xf32>
    %48 = stablehlo.broadcast_in_dim %43, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<1x33x33x128xf32>
    %49 = stablehlo.multiply %36, %48 : tensor<1x33x33x128xf32>
    %50 = stablehlo.broadcast_in_dim %47, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<1x33x33x128xf32>
    %51 = stablehlo.add %49, %50 : tensor<1x33x33x128xf32>
    %52 = call @relu_1(%51) : (tensor<1x33x33x128xf32>) -> tensor<1x33x33x128xf32>
    %53 = stablehlo.reshape %arg10 : (tensor<3x3x128x1xf32>) -> tensor<3x3x1x128xf32>
    %54 = stablehlo.convolution(%52, %53) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 128 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x33x33x128xf32>, tensor<3x3x1x128xf32>) -> tensor<1x33x33x128xf32>
    %55 = stablehlo.convolution(%54, %arg11) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x33x33x128xf32>, tensor<1x1x128x128xf32>) -> tensor<1x33x33x128xf32>
    %56 = stablehlo.convolution(%33, %arg14) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x33x33x64xf32>, tensor<1x1x64x128xf32>) -> tensor<1x17x17x128xf32>
    %57 = stablehlo.reshape %arg162 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %58 = stablehlo.reshape %arg163 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %cst_2 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %59 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<1x1x1x128xf32>
    %60 = stablehlo.add %58, %59 : tensor<1x1x1x128xf32>
    %61 = stablehlo.rsqrt %60 : tensor<1x1x1x128xf32>
    %62 = stablehlo.reshape %arg12 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %63 = stablehlo.multiply %61, %62 : tensor<1x1x1x128xf32>
    %64 = stablehlo.negate %57 : tensor<1x1x1x128xf32>
    %65 = stablehlo.multiply %64, %63 : tensor<1x1x1x128xf32>
    %66 = stablehlo.reshape %arg13 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %67 = stablehlo.add %65, %66 : tensor<1x1x1x128xf32>
    %68 = stablehlo.broadcast_in_dim %63, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<1x33x33x128xf32>
    %69 = stablehlo.multiply %55, %68 : tensor<1x33x33x128xf32>
    %70 = stablehlo.broadcast_in_dim %67, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<1x33x33x128xf32>
    %71 = stablehlo.add %69, %70 : tensor<1x33x33x128xf32>
    %cst_3 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %72 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<f32>
    %73 = "stablehlo.reduce_window"(%71, %72) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<[[0, 0], [1, 1], [1, 1], [0, 0]]> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 3, 3, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg237: tensor<f32>, %arg238: tensor<f32>):
      %780 = stablehlo.maximum %arg237, %arg238 : tensor<f32>
      stablehlo.return %780 : tensor<f32>
    }) : (tensor<1x33x33x128xf32>, tensor<f32>) -> tensor<1x17x17x128xf32>
    %74 = stablehlo.reshape %arg164 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %75 = stablehlo.reshape %arg165 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %cst_4 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %76 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<1x1x1x128xf32>
    %77 = stablehlo.add %75, %76 : tensor<1x1x1x128xf32>
    %78 = stablehlo.rsqrt %77 : tensor<1x1x1x128xf32>
    %79 = stablehlo.reshape %arg15 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %80 = stablehlo.multiply %78, %79 : tensor<1x1x1x128xf32>
    %81 = stablehlo.negate %74 : tensor<1x1x1x128xf32>
    %82 = stablehlo.multiply %81, %80 : tensor<1x1x1x128xf32>
    %83 = stablehlo.reshape %arg16 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %84 = stablehlo.add %82, %83 : tensor<1x1x1x128xf32>
    %85 = stablehlo.broadcast_in_dim %80, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<1x17x17x128xf32>
    %86 = stablehlo.multiply %56, %85 : tensor<1x17x17x128xf32>
    %87 = stablehlo.broadcast_in_dim %84, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<1x17x17x128xf32>
    %88 = stablehlo.add %86, %87 : tensor<1x17x17x128xf32>
    %89 = stablehlo.add %73, %88 : tensor<1x17x17x128xf32>
    %90 = call @relu_2(%89) : (tensor<1x17x17x128xf32>) -> tensor<1x17x17x128xf32>
    %91 = stablehlo.reshape %arg17 : (tensor<3x3x128x1xf32>) -> tensor<3x3x1x128xf32>
    %92 = stablehlo.convolution(%90, %91) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 128 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x17x17x128xf32>, tensor<3x3x1x128xf32>) -> tensor<1x17x17x128xf32>
    %93 = stablehlo.convolution(%92, %arg18) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x17x17x128xf32>, tensor<1x1x128x256xf32>) -> tensor<1x17x17x256xf32>
    %94 = stablehlo.reshape %arg166 : (tensor<256xf32>) -> tensor<1x1x1x256xf32>
    %95 = stablehlo.reshape %arg167 : (tensor<256xf32>) -> tensor<1x1x1x256xf32>
    %cst_5 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %96 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<1x1x1x256xf32>
    %97 = stablehlo.add %95, %96 : tensor<1x1x1x256xf32>
    %98 = stablehlo.rsqrt %97 : tensor<1x1x1x256xf32>
    %99 = stablehlo.reshape %arg19 : (tensor<256xf32>) -> tensor<1x1x1x256xf32>
    %100 = stablehlo.multiply %98, %99 : tensor<1x1x1x256xf32>
    %101 = stablehlo.negate %94 : tensor<1x1x1x256xf32>
    %102 = stablehlo.multiply %101, %100 : tensor<1x1x1x256xf32>
    %103 = stablehlo.reshape %arg20 : (tensor<256xf32>) -> tensor<1x1x1x256xf32>
    %104 = stablehlo.add %102, %103 : tensor<1x1x1x256xf32>
    %105 = stablehlo.broadcast_in_dim %100, dims = [0, 1, 2, 3] : (tensor<1x1x1x256xf32>) -> tensor<1x17x17x256xf32>
    %106 = stablehlo.multiply %93, %105 : tensor<1x17x17x256xf32>
    %107 = stablehlo.broadcast_in_dim %104, dims = [0, 1, 2, 3] : (tensor<1x1x1x256xf32>) -> tensor<1x17x17x256xf32>
    %108 = stablehlo.add %106, %107 : tensor<1x17x17x256xf32>
    %109 = call @relu_3(%108) : (tensor<1x17x17x256xf32>) -> tensor<1x17x17x256xf32>
    %110 = stablehlo.reshape %arg21 : (tensor<3x3x256x1xf32>) -> tensor<3x3x1x256xf32>
    %111 = stablehlo.convolution(%109, %110) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 256 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x17x17x256xf32>, tensor<3x3x1x256xf32>) -> tensor<1x17x17x256xf32>
    %112 = stablehlo.convolution(%111, %arg22) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x17x17x256xf32>, tensor<1x1x256x256xf32>) -> tensor<1x17x17x256xf32>
    %113 = stablehlo.convolution(%89, %arg25) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x17x17x128xf32>, tensor<1x1x128x256xf32>) -> tensor<1x9x9x256xf32>
    %114 = stablehlo.reshape %arg168 : (tensor<256xf32>) -> tensor<1x1x1x256xf32>
    %115 = stablehlo.reshape %arg169 : (tensor<256xf32>) -> tensor<1x1x1x256xf32>
    %cst_6 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %116 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<1x1x1x256xf32>
    %117 = stablehlo.add %115, %116 : tensor<1x1x1x256xf32>
    %118 = stablehlo.rsqrt %117 : tensor<1x1x1x256xf32>
    %119 = stablehlo.reshape %arg23 : (tensor<256xf32>) -> tensor<1x1x1x256xf32>
    %120 = stablehlo.multiply %118, %119 : tensor<1x1x1x256xf32>
    %121 = stablehlo.negate %114 : tensor<1x1x1x256xf32>
    %122 = stablehlo.multiply %121, %120 : tensor<1x1x1x256xf32>
    %123 = stablehlo.reshape %arg24 : (tensor<256xf32>) -> tensor<1x1x1x256xf32>
    %124 = stablehlo.add %122, %123 : tensor<1x1x1x256xf32>
    %125 = stablehlo.broadcast_in_dim %120, dims = [0, 1, 2, 3] : (tensor<1x1x1x256xf32>) -> tensor<1x17x17x256xf32>
    %126 = stablehlo.multiply %112, %125 : tensor<1x17x17x256xf32>
    %127 = stablehlo.broadcast_in_dim %124, dims = [0, 1, 2, 3] : (tensor<1x1x1x256xf32>) -> tensor<1x17x17x256xf32>
    %128 = stablehlo.add %126, %127 : tensor<1x17x17x256xf32>
    %cst_7 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %129 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<f32>
    %130 = "stablehlo.reduce_window"(%128, %129) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<[[0, 0], [1, 1], [1, 1], [0, 0]]> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 3, 3, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg237: tensor<f32>, %arg238: tensor<f32>):
      %780 = stablehlo.maximum %arg237, %arg238 : tensor<f32>
      stablehlo.return %780 : tensor<f32>
    }) : (tensor<1x17x17x256xf32>, tensor<f32>) -> tensor<1x9x9x256xf32>
    %131 = stablehlo.reshape %arg170 : (tensor<256xf32>) -> tensor<1x1x1x256xf32>
    %132 = stablehlo.reshape %arg171 : (tensor<256xf32>) -> tensor<1x1x1x256xf32>
    %cst_8 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %133 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<1x1x1x256xf32>
    %134 = stablehlo.add %132, %133 : tensor<1x1x1x256xf32>
    %135 = stablehlo.rsqrt %134 : tensor<1x1x1x256xf32>
    %136 = stablehlo.reshape %arg26 : (tensor<256xf32>) -> tensor<1x1x1x256xf32>
    %137 = stablehlo.multiply %135, %136 : tensor<1x1x1x256xf32>
    %138 = stablehlo.negate %131 : tensor<1x1x1x256xf32>
    %139 = stablehlo.multiply %138, %137 : tensor<1x1x1x256xf32>
    %140 = stablehlo.reshape %arg27 : (tensor<256xf32>) -> tensor<1x1x1x256xf32>
    %141 = stablehlo.add %139, %140 : tensor<1x1x1x256xf32>
    %142 = stablehlo.broadcast_in_dim %137, dims = [0, 1, 2, 3] : (tensor<1x1x1x256xf32>) -> tensor<1x9x9x256xf32>
    %143 = stablehlo.multiply %113, %142 : tensor<1x9x9x256xf32>
    %144 = stablehlo.broadcast_in_dim %141, dims = [0, 1, 2, 3] : (tensor<1x1x1x256xf32>) -> tensor<1x9x9x256xf32>
    %145 = stablehlo.add %143, %144 : tensor<1x9x9x256xf32>
    %146 = stablehlo.add %130, %145 : tensor<1x9x9x256xf32>
    %147 = call @relu_4(%146) : (tensor<1x9x9x256xf32>) -> tensor<1x9x9x256xf32>
    %148 = stablehlo.reshape %arg28 : (tensor<3x3x256x1xf32>) -> tensor<3x3x1x256xf32>
    %149 = stablehlo.convolution(%147, %148) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 256 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x9x9x256xf32>, tensor<3x3x1x256xf32>) -> tensor<1x9x9x256xf32>
    %150 = stablehlo.convolution(%149, %arg29) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x9x9x256xf32>, tensor<1x1x256x728xf32>) -> tensor<1x9x9x728xf32>
    %151 = stablehlo.reshape %arg172 : (tensor<728xf32>) -> tensor<1x1x1x728xf32>
    %152 = stablehlo.reshape %arg173 : (tensor<728xf32>) -> tensor<1x1x1x728xf32>
    %cst_9 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %153 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<1x1x1x728xf32>
    %154 = stablehlo.add %152, %153 : tensor<1x1x1x728xf32>
    %155 = stablehlo.rsqrt %154 : tensor<1x1x1x728xf32>
    %156 = stablehlo.reshape %arg30 : (tensor<728xf32>) -> tensor<1x1x1x728xf32>
    %157 = stablehlo.multiply %155, %156 : tensor<1x1x1x728xf32>
    %158 = stablehlo.negate %151 : tensor<1x1x1x728xf32>
    %159 = stablehlo.multiply %158, %157 : tensor<1x1x1x728xf32>
    %160 = stablehlo.reshape %arg31 : (tensor<728xf32>) -> tensor<1x1x1x728xf32>
    %161 = stablehlo.add %159, %160 : tensor<1x1x1x728xf32>
    %162 = stablehlo.broadcast_in_dim %157, dims = [0, 1, 2, 3] : (tensor<1x1x1x728xf32>) -> tensor<1x9x9x728xf32>
    %163 = stablehlo.multiply %150, %162 : tensor<1x9x9x728xf32>
    %164 = stablehlo.broadcast_in_dim %161, dims = [0, 1, 2, 3] : (tensor<1x1x1x728xf32>) -> tensor<1x9x9x728xf32>
    %165 = stablehlo.add %163, %164 : tensor<1x9x9x728xf32>
    %166 = call @relu_5(%165) : (tensor<1x9x9x728xf32>) -> tensor<1x9x9x728xf32>
    %167 = stablehlo.reshape %arg32 : (tensor<3x3x728x1xf32>) -> tensor<3x3x1x728xf32>
    %168 = stablehlo.convolution(%166, %167) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 728 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x9x9x728xf32>, tensor<3x3x1x728xf32>) -> tensor<1x9x9x728xf32>
    %169 = stablehlo.convolution(%168, %arg33) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x9x9x728xf32>, tensor<1x1x728x728xf32>) -> tensor<1x9x9x728xf32>
    %170 = stablehlo.convolution(%146, %arg36) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x9x9x256xf32>, tensor<1x1x256x728xf32>) -> tensor<1x5x5x728xf32>
    %171 = stablehlo.reshape %arg174 : (tensor<728xf32>) -> tensor<1x1x1x728xf32>
    %172 = stablehlo.reshape %arg175 : (tensor<728xf32>) -> tensor<1x1x1x728xf32>
    %cst_10 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %173 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<1x1x1x728xf32>
    %174 = stablehlo.add %172, %173 : tensor<1x1x1x728xf32>
    %175 = stablehlo.rsqrt %174 : tensor<1x1x1x728xf32>
    %176 = stablehlo.reshape %arg34 : (tensor<728xf32>) -> tensor<1x1x1x728xf32>
    %177 = stablehlo.multiply %175, %176 : tensor<1x1x1x728xf32>
    %178 = stablehlo.negate %171 : tensor<1x1x1x728xf32>
    %179 = stablehlo.multiply %178, %177 : tensor<1x1x1x728xf32>
    %180 = stablehlo.reshape %arg35 : (tensor<728xf32>) -> tensor<1x1x1x728xf32>
    %181 = stablehlo.add %179, %180 : tensor<1x1x1x728xf32>
    %182 = stablehlo.broadcast_in_dim %177, dims = [0, 1, 2, 3] : (tensor<1x1x1x728xf32>) -> tensor<1x9x9x728xf32>
    %183 = stablehlo.multiply %169, %182 : tensor<1x9x9x728xf32>
    %184 = stablehlo.broadcast_in_dim %181, dims = [0, 1, 2, 3] : (tensor<1x1x1x728xf32>) -> tensor<1x9x9x728xf32>
    %185 = stablehlo.add %183, %184 : tensor<1x9x9x728xf32>
    %cst_11 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %186 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<f32>
    %187 = "stablehlo.reduce_window"(%185, %186) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<[[0, 0], [1, 1], [1, 1], [0, 0]]> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 3, 3, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg237: tensor<f32>, %arg238: tensor<f32>):
      %780 = stablehlo.maximum %arg237, %arg238 : tensor<f32>
      stablehlo.return %780 : tensor<f32>
    }) : (tensor<1x9x9x728xf32>, tensor<f32>) -> tensor<1x5x5x728xf32>
    %188 = stablehlo.reshape %arg176 : (tensor<728xf32>) -> tensor<1x1x1x728xf32>
    %189 = stablehlo.reshape %arg177 : (tensor<728xf32>) -> tensor<1x1x1x728xf32>
    %cst_12 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %190 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<1x1x1x728xf32>
    %191 = stablehlo.add %189, %190 : tensor<1x1x1x728xf32>
    %192 = stablehlo.rsqrt %191 : tensor<1x1x1x728xf32>
    %193 = stablehlo.reshape %arg37 : (tensor<728xf32>) -> tensor<1x1x1x728xf32>
    %194 = stablehlo.multiply %192, %193 : tensor<1x1x1x728xf32>
    %195 = stablehlo.negate %188 : tensor<1x1x1x728xf32>
    %196 = stablehlo.multiply %195, %194 : tensor<1x1x1x728xf32>
    %197 = stablehlo.reshape %arg38 : (tensor<728xf32>) -> tensor<1x1x1x728xf32>
    %198 = stablehlo.add %196, %197 : tensor<1x1x1x728xf32>
    %199 = stablehlo.broadcast_in_dim %194, dims = [0, 1, 2, 3] : (tensor<1x1x1x728xf32>) -> tensor<1x5x5x728xf32>
    %200 = stablehlo.multiply %170, %199 : tensor<1x5x5x728xf32>
    %201 = stablehlo.broadcast_in_dim %198, dims = [0, 1, 2, 3] : (tensor<1x1x1x728xf32>) -> tensor<1x5x5x728xf32>
    %202 = stablehlo.add %200, %201 : tensor<1x5x5x728xf32>
    %203 = stablehlo.add %187, %202 : tensor<1x5x5x728xf32>
    %204 = call @relu_6(%203) : (tensor<1x5x5x728xf32>) -> tensor<1x5x5x728xf32>
    %205 = stablehlo.reshape %arg39 : (tensor<3x3x728x1xf32>) -> tensor<3x3x1x728xf32>
    %206 = stablehlo.convolution(%204, %205) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 728 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x5x5x728xf32>, tensor<3x3x1x728xf32>) -> tensor<1x5x5x728xf32>
    %207 = stablehlo.convolution(%206, %arg40) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x5x5x728xf32>, tensor<1x1x728x728xf32>) -> tensor<1x5x5x728xf32>
    %208 = stablehlo.reshape %arg178 : (tensor<728xf32>) -> tensor<1x1x1x728xf32>
    %209 = stablehlo.reshape %arg179 : (tensor<728xf32>) -> tensor<1x1x1x728xf32>
    %cst_13 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %210 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<1x1x1x728xf32>
    %211 = stablehlo.add %209, %210 : tensor<1x1x1x728xf32>
    %212 = stablehlo.rsqrt %211 : tensor<1x1x1x728xf32>
    %213 = stablehlo.reshape %arg41 : (tensor<728xf32>) -> tensor<1x1x1x728xf32>
    %214 = stablehlo.multiply %212, %213 : tensor<1x1x1x728xf32>
    %215 = stablehlo.negate %208 : tensor<1x1x1x728xf32>
    %216 = stablehlo.multiply %215, %214 : tensor<1x1x1x728xf32>
    %217 = stablehlo.reshape %arg42 : (tensor<728xf32>) -> tensor<1x1x1x728xf32>
    %218 = stablehlo.add %216, %217 : tensor<1x1x1x728xf32>
    %219 = stablehlo.broadcast_in_dim %214, dims = [0, 1, 2, 3] : (tensor<1x1x1x728xf32>) -> tensor<1x5x5x728xf32>
    %220 = stablehlo.multiply %207, %219 : tensor<1x5x5x728xf32>
    %221 = stablehlo.broadcast_in_dim %218, dims = [0, 1, 2, 3] : (tensor<1x1x1x728xf32>) -> tensor<1x5x5x728xf32>
    %222 = stablehlo.add %220, %221 : tensor<1x5x5x728xf32>
    %223 = call @relu_6(%222) : (tensor<1x5x5x728xf32>) -> tensor<1x5x5x728xf32>
    %224 = stablehlo.reshape %arg43 : (tensor<3x3x728x1xf32>) -> tensor<3x3x1x728xf32>
    %225 = stablehlo.convolution(%223, %224) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 728 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x5x5x728xf32>, tensor<3x3x1x728xf32>) -> tensor<1x5x5x728xf32>
    %226 = stablehlo.convolution(%225, %arg44) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x5x5x728xf32>, tensor<1x1x728x728xf32>) -> tensor<1x5x5x728xf32>
    %227 = stablehlo.reshape %arg180 : (tensor<728xf32>) -> tensor<1x1x1x728xf32>
    %228 = stablehlo.reshape %arg181 : (tensor<728xf32>) -> tensor<1x1x1x728xf32>
    %cst_14 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %229 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<1x1x1x728xf32>
    %230 = stablehlo.add %228, %229 : tensor<1x1x1x728xf32>
    %231 = stablehlo.rsqrt %230 : tensor<1x1x1x728xf32>
    %232 = stablehlo.reshape %arg45 : (tensor<728xf32>) -> tensor<1x1x1x728xf32>
    %233 = stablehlo.multiply %231, %232 : tensor<1x1x1x728xf32>
    %234 = stablehlo.negate %227 : tensor<1x1x1x728xf32>
    %235 = stablehlo.multiply %234, %233 : tensor<1x1x1x728xf32>
    %236 = stablehlo.reshape %arg46 : (tensor<728xf32>) -> tensor<1x1x1x728xf32>
    %237 = stablehlo.add %235, %236 : tensor<1x1x1x728xf32>
    %238 = stablehlo.broadcast_in_dim %233, dims = [0, 1, 2, 3] : (tensor<1x1x1x728xf32>) -> tensor<1x5x5x728xf32>
    %239 = stablehlo.multiply %226, %238 : tensor<1x5x5x728xf32>
    %240 = stablehlo.broadcast_in_dim %237, dims = [0, 1, 2, 3] : (tensor<1x1x1x728xf32>) -> tensor<1x5x5x728xf32>
    %241 = stablehlo.add %239, %240 : tensor<1x5x5x728xf32>
    %242 = call @relu_6(%241) : (tensor<1x5x5x728xf32>) -> tensor<1x5x5x728xf32>
    %243 = stablehlo.reshape %arg47 : (tensor<3x3x728x1xf32>) -> tensor<3x3x1x728xf32>
    %244 = stablehlo.convolution(%242, %243) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 728 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x5x5x728xf32>, tensor<3x3x1x728xf32>) -> tensor<1x5x5x728xf32>
    %245 = stablehlo.convolution(%244, %arg48) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x5x5x728xf32>, tensor<1x1x728x728xf32>) -> tensor<1x5x5x728xf32>
    %246 = stablehlo.reshape %arg182 : (tensor<728xf32>) -> tensor<1x1x1x728xf32>
    %247 = stablehlo.reshape %arg183 : (tensor<728xf32>) -> tensor<1x1x1x728xf32>
    %cst_15 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %248 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<1x1x1x728xf32>
    %249 = stablehlo.add %247, %248 : tensor<1x1x1x728xf32>
    %250 = stablehlo.rsqrt %249 : tensor<1x1x1x728xf32>
    %251 = stablehlo.reshape %arg49 : (tensor<728xf32>) -> tensor<1x1x1x728xf32>
    %252 = stablehlo.multiply %250, %251 : tensor<1x1x1x728xf32>
    %253 = stablehlo.negate %246 : tensor<1x1x1x728xf32>
    %254 = stablehlo.multiply %253, %252 : tensor<1x1x1x728xf32>
    %255 = stablehlo.reshape %arg50 : (tensor<728xf32>) -> tensor<1x1x1x728xf32>
    %256 = stablehlo.add %254, %255 : tensor<1x1x1x728xf32>
    %257 = stablehlo.broadcast_in_dim %252, dims = [0, 1, 2, 3] : (tensor<1x1x1x728xf32>) -> tensor<1x5x5x728xf32>
    %258 = stablehlo.multiply %245, %257 : tensor<1x5x5x728xf32>
    %259 = stablehlo.broadcast_in_dim %256, dims = [0, 1, 2, 3] : (tensor<1x1x1x728xf32>) -> tensor<1x5x5x728xf32>
    %260 = stablehlo.add %258, %259 : tensor<1x5x5x728xf32>
    %261 = stablehlo.add %260, %203 : tensor<1x5x5x728xf32>
    %262 = call @relu_6(%261) : (tensor<1x5x5x728xf32>) -> tensor<1x5x5x728xf32>
    %263 = stablehlo.reshape %arg51 : (tensor<3x3x728x1xf32>) -> tensor<3x3x1x728xf32>
    %264 = stablehlo.convolution(%262, %263) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 728 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x5x5x728xf32>, tensor<3x3x1x728xf32>) -> tensor<1x5x5x728xf32>
    %265 = stablehlo.convolution(%264, %arg52) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x5x5x728xf32>, tensor<1x1x728x728xf32>) -> tensor<1x5x5x728xf32>
    %266 = stablehlo.reshape %arg184 : (tensor<728xf32>) -> tensor<1x1x1x728xf32>
    %267 = stablehlo.reshape %arg185 : (tensor<728xf32>) -> tensor<1x1x1x728xf32>
    %cst_16 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %268 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<1x1x1x728xf32>
    %269 = stablehlo.add %267, %268 : tensor<1x1x1x728xf32>
    %270 = stablehlo.rsqrt %269 : tensor<1x1x1x728xf32>
    %271 = stablehlo.reshape %arg53 : (tensor<728xf32>) -> tensor<1x1x1x728xf32>
    %272 = stablehlo.multiply %270, %271 : tensor<1x1x1x728xf32>
    %273 = stablehlo.negate %266 : tensor<1x1x1x728xf32>
    %274 = stablehlo.multiply %273, %272 : tensor<1x1x1x728xf32>
    %275 = stablehlo.reshape %arg54 : (tensor<728xf32>) -> tensor<1x1x1x728xf32>
    %276 = stablehlo.add %274, %275 : tensor<1x1x1x728xf32>
    %277 = stablehlo.broadcast_in_dim %272, dims = [0, 1, 2, 3] : (tensor<1x1x1x728xf32>) -> tensor<1x5x5x728xf32>
    %278 = stablehlo.multiply %265, %277 : tensor<1x5x5x728xf32>
    %279 = stablehlo.broadcast_in_dim %276, dims = [0, 1, 2, 3] : (tensor<1x1x1x728xf32>) -> tensor<1x5x5x728xf32>
    %280 = stablehlo.add %278, %279 : tensor<1x5x5x728xf32>
    %281 = call @relu_6(%280) : (tensor<1x5x5x728xf32>) -> tensor<1x5x5x728xf32>
    %282 = stablehlo.reshape %arg55 : (tensor<3x3x728x1xf32>) -> tensor<3x3x1x728xf32>
    %283 = stablehlo.convolution(%281, %282) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 728 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x5x5x728xf32>, tensor<3x3x1x728xf32>) -> tensor<1x5x5x728xf32>
    %284 = stablehlo.convolution(%283, %arg56) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x5x5x728xf32>, tensor<1x1x728x728xf32>) -> tensor<1x5x5x728xf32>
    %285 = stablehlo.reshape %arg186 : (tensor<728xf32>) -> tensor<1x1x1x728xf32>
    %286 = stablehlo.reshape %arg187 : (tensor<728xf32>) -> tensor<1x1x1x728xf32>
    %cst_17 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %287 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<1x1x1x728xf32>
    %288 = stablehlo.add %286, %287 : tensor<1x1x1x728xf32>
    %289 = stablehlo.rsqrt %288 : tensor<1x1x1x728xf32>
    %290 = stablehlo.reshape %arg57 : (tensor<728xf32>) -> tensor<1x1x1x728xf32>
    %291 = stablehlo.multiply %289, %290 : tensor<1x1x1x728xf32>
    %292 = stablehlo.negate %285 : tensor<1x1x1x728xf32>
    %293 = stablehlo.multiply %292, %291 : tensor<1x1x1x728xf32>
    %294 = stablehlo.reshape %arg58 : (tensor<728xf32>) -> tensor<1x1x1x728xf32>
    %295 = stablehlo.add %293, %294 : tensor<1x1x1x728xf32>
    %296 = stablehlo.broadcast_in_dim %291, dims = [0, 1, 2, 3] : (tensor<1x1x1x728xf32>) -> tensor<1x5x5x728xf32>
    %297 = stablehlo.multiply %284, %296 : tensor<1x5x5x728xf32>
    %298 = stablehlo.broadcast_in_dim %295, dims = [0, 1, 2, 3] : (tensor<1x1x1x728xf32>) -> tensor<1x5x5x728xf32>
    %299 = stablehlo.add %297, %298 : tensor<1x5x5x728xf32>
    %300 = call @relu_6(%299) : (tensor<1x5x5x728xf32>) -> tensor<1x5x5x728xf32>
    %301 = stablehlo.reshape %arg59 : (tensor<3x3x728x1xf32>) -> tensor<3x3x1x728xf32>
    %302 = stablehlo.convolution(%300, %301) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 728 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x5x5x728xf32>, tensor<3x3x1x728xf32>) -> tensor<1x5x5x728xf32>
    %303 = stablehlo.convolution(%302, %arg60) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x5x5x728xf32>, tensor<1x1x728x728xf32>) -> tensor<1x5x5x728xf32>
    %304 = stablehlo.reshape %arg188 : (tensor<728xf32>) -> tensor<1x1x1x728xf32>
    %305 = stablehlo.reshape %arg189 : (tensor<728xf32>) -> tensor<1x1x1x728xf32>
    %cst_18 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %306 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<1x1x1x728xf32>
    %307 = stablehlo.add %305, %306 : tensor<1x1x1x728xf32>
    %308 = stablehlo.rsqrt %307 : tensor<1x1x1x728xf32>
    %309 = stablehlo.reshape %arg61 : (tensor<728xf32>) -> tensor<1x1x1x728xf32>
    %310 = stablehlo.multiply %308, %309 : tensor<1x1x1x728xf32>
    %311 = stablehlo.negate %304 : tensor<1x1x1x728xf32>
    %312 = stablehlo.multiply %311, %310 : tensor<1x1x1x728xf32>
    %313 = stablehlo.reshape %arg62 : (tensor<728xf32>) -> tensor<1x1x1x728xf32>
    %314 = stablehlo.add %312, %313 : tensor<1x1x1x728xf32>
    %315 = stablehlo.broadcast_in_dim %310, dims = [0, 1, 2, 3] : (tensor<1x1x1x728xf32>) -> tensor<1x5x5x728xf32>
    %316 = stablehlo.multiply %303, %315 : tensor<1x5x5x728xf32>
    %317 = stablehlo.broadcast_in_dim %314, dims = [0, 1, 2, 3] : (tensor<1x1x1x728xf32>) -> tensor<1x5x5x728xf32>
    %318 = stablehlo.add %316, %317 : tensor<1x5x5x728xf32>
    %319 = stablehlo.add %318, %261 : tensor<1x5x5x728xf32>
    %320 = call @relu_6(%319) : (tensor<1x5x5x728xf32>) -> tensor<1x5x5x728xf32>
    %321 = stablehlo.reshape %arg63 : (tensor<3x3x728x1xf32>) -> tensor<3x3x1x728xf32>
    %322 = stablehlo.convolution(%320, %321) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 728 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x5x5x728xf32>, tensor<3x3x1x728xf32>) -> tensor<1x5x5x728xf32>
    %323 = stablehlo.convolution(%322, %arg64) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x5x5x728xf32>, tensor<1x1x728x728xf32>) -> tensor<1x5x5x728xf32>
    %324 = stablehlo.reshape %arg190 : (tensor<728xf32>) -> tensor<1x1x1x728xf32>
    %325 = stablehlo.reshape %arg191 : (tensor<728xf32>) -> tensor<1x1x1x728xf32>
    %cst_19 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %326 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<1x1x1x728xf32>
    %327 = stablehlo.add %325, %326 : tensor<1x1x1x728xf32>
    %328 = stablehlo.rsqrt %327 : tensor<1x1x1x728xf32>
    %329 = stablehlo.reshape %arg65 : (tensor<728xf32>) -> tensor<1x1x1x728xf32>
    %330 = stablehlo.multiply %328, %329 : tensor<1x1x1x728xf32>
    %331 = stablehlo.negate %324 : tensor<1x1x1x728xf32>
    %332 = stablehlo.multiply %331, %330 : tensor<1x1x1x728xf32>
    %333 = stablehlo.reshape %arg66 : (tensor<728xf32>) -> tensor<1x1x1x728xf32>
    %334 = stablehlo.add %332, %333 : tensor<1x1x1x728xf32>
    %335 = stablehlo.broadcast_in_dim %330, dims = [0, 1, 2, 3] : (tensor<1x1x1x728xf32>) -> tensor<1x5x5x728xf32>
    %336 = stablehlo.multiply %323, %335 : tensor<1x5x5x728xf32>
    %337 = stablehlo.broadcast_in_dim %334, dims = [0, 1, 2, 3] : (tensor<1x1x1x728xf32>) -> tensor<1x5x5x728xf32>
    %338 = stablehlo.add %336, %337 : tensor<1x5x5x728xf32>
    %339 = call @relu_6(%338) : (tensor<1x5x5x728xf32>) -> tensor<1x5x5x728xf32>
    %340 = stablehlo.reshape %arg67 : (tensor<3x3x728x1xf32>) -> tensor<3x3x1x728xf32>
    %341 = stablehlo.convolution(%339, %340) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 728 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x5x5x728xf32>, tensor<3x3x1x728xf32>) -> tensor<1x5x5x728xf32>
    %342 = stablehlo.convolution(%341, %arg68) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x5x5x728xf32>, tensor<1x1x728x728xf32>) -> tensor<1x5x5x728xf32>
    %343 = stablehlo.reshape %arg192 : (tensor<728xf32>) -> tensor<1x1x1x728xf32>
    %344 = stablehlo.reshape %arg193 : (tensor<728xf32>) -> tensor<1x1x1x728xf32>
    %cst_20 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %345 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<1x1x1x728xf32>
    %346 = stablehlo.add %344, %345 : tensor<1x1x1x728xf32>
    %347 = stablehlo.rsqrt %346 : tensor<1x1x1x728xf32>
    %348 = stablehlo.reshape %arg69 : (tensor<728xf32>) -> tensor<1x1x1x728xf32>
    %349 = stablehlo.multiply %347, %348 : tensor<1x1x1x728xf32>
    %350 = stablehlo.negate %343 : tensor<1x1x1x728xf32>
    %351 = stablehlo.multiply %350, %349 : tensor<1x1x1x728xf32>
    %352 = stablehlo.reshape %arg70 : (tensor<728xf32>) -> tensor<1x1x1x728xf32>
    %353 = stablehlo.add %351, %352 : tensor<1x1x1x728xf32>
    %354 = stablehlo.broadcast_in_dim %349, dims = [0, 1, 2, 3] : (tensor<1x1x1x728xf32>) -> tensor<1x5x5x728xf32>
    %355 = stablehlo.multiply %342, %354 : tensor<1x5x5x728xf32>
    %356 = stablehlo.broadcast_in_dim %353, dims = [0, 1, 2, 3] : (tensor<1x1x1x728xf32>) -> tensor<1x5x5x728xf32>
    %357 = stablehlo.add %355, %356 : tensor<1x5x5x728xf32>
    %358 = call @relu_6(%357) : (tensor<1x5x5x728xf32>) -> tensor<1x5x5x728xf32>
    %359 = stablehlo.reshape %arg71 : (tensor<3x3x728x1xf32>) -> tensor<3x3x1x728xf32>
    %360 = stablehlo.convolution(%358, %359) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 728 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x5x5x728xf32>, tensor<3x3x1x728xf32>) -> tensor<1x5x5x728xf32>
    %361 = stablehlo.convolution(%360, %arg72) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x5x5x728xf32>, tensor<1x1x728x728xf32>) -> tensor<1x5x5x728xf32>
    %362 = stablehlo.reshape %arg194 : (tensor<728xf32>) -> tensor<1x1x1x728xf32>
    %363 = stablehlo.reshape %arg195 : (tensor<728xf32>) -> tensor<1x1x1x728xf32>
    %cst_21 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %364 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<1x1x1x728xf32>
    %365 = stablehlo.add %363, %364 : tensor<1x1x1x728xf32>
    %366 = stablehlo.rsqrt %365 : tensor<1x1x1x728xf32>
    %367 = stablehlo.reshape %arg73 : (tensor<728xf32>) -> tensor<1x1x1x728xf32>
    %368 = stablehlo.multiply %366, %367 : tensor<1x1x1x728xf32>
    %369 = stablehlo.negate %362 : tensor<1x1x1x728xf32>
    %370 = stablehlo.multiply %369, %368 : tensor<1x1x1x728xf32>
    %371 = stablehlo.reshape %arg74 : (tensor<728xf32>) -> tensor<1x1x1x728xf32>
    %372 = stablehlo.add %370, %371 : tensor<1x1x1x728xf32>
    %373 = stablehlo.broadcast_in_dim %368, dims = [0, 1, 2, 3] : (tensor<1x1x1x728xf32>) -> tensor<1x5x5x728xf32>
    %374 = stablehlo.multiply %361, %373 : tensor<1x5x5x728xf32>
    %375 = stablehlo.broadcast_in_dim %372, dims = [0, 1, 2, 3] : (tensor<1x1x1x728xf32>) -> tensor<1x5x5x728xf32>
    %376 = stablehlo.add %374, %375 : tensor<1x5x5x728xf32>
    %377 = stablehlo.add %376, %319 : tensor<1x5x5x728xf32>
    %378 = call @relu_6(%377) : (tensor<1x5x5x728xf32>) -> tensor<1x5x5x728xf32>
    %379 = stablehlo.reshape %arg75 : (tensor<3x3x728x1xf32>) -> tensor<3x3x1x728xf32>
    %380 = stablehlo.convolution(%378, %379) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 728 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x5x5x728xf32>, tensor<3x3x1x728xf32>) -> tensor<1x5x5x728xf32>
    %381 = stablehlo.convolution(%380, %arg76) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x5x5x728xf32>, tensor<1x1x728x728xf32>) -> tensor<1x5x5x728xf32>
    %382 = stablehlo.reshape %arg196 : (tensor<728xf32>) -> tensor<1x1x1x728xf32>
    %383 = stablehlo.reshape %arg197 : (tensor<728xf32>) -> tensor<1x1x1x728xf32>
    %cst_22 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %384 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<1x1x1x728xf32>
    %385 = stablehlo.add %383, %384 : tensor<1x1x1x728xf32>
    %386 = stablehlo.rsqrt %385 : tensor<1x1x1x728xf32>
    %387 = stablehlo.reshape %arg77 : (tensor<728xf32>) -> tensor<1x1x1x728xf32>
    %388 = stablehlo.multiply %386, %387 : tensor<1x1x1x728xf32>
    %389 = stablehlo.negate %382 : tensor<1x1x1x728xf32>
    %390 = stablehlo.multiply %389, %388 : tensor<1x1x1x728xf32>
    %391 = stablehlo.reshape %arg78 : (tensor<728xf32>) -> tensor<1x1x1x728xf32>
    %392 = stablehlo.add %390, %391 : tensor<1x1x1x728xf32>
    %393 = stablehlo.broadcast_in_dim %388, dims = [0, 1, 2, 3] : (tensor<1x1x1x728xf32>) -> tensor<1x5x5x728xf32>
    %394 = stablehlo.multiply %381, %393 : tensor<1x5x5x728xf32>
    %395 = stablehlo.broadcast_in_dim %392, dims = [0, 1, 2, 3] : (tensor<1x1x1x728xf32>) -> tensor<1x5x5x728xf32>
    %396 = stablehlo.add %394, %395 : tensor<1x5x5x728xf32>
    %397 = call @relu_6(%396) : (tensor<1x5x5x728xf32>) -> tensor<1x5x5x728xf32>
    %398 = stablehlo.reshape %arg79 : (tensor<3x3x728x1xf32>) -> tensor<3x3x1x728xf32>
    %399 = stablehlo.convolution(%397, %398) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 728 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x5x5x728xf32>, tensor<3x3x1x728xf32>) -> tensor<1x5x5x728xf32>
    %400 = stablehlo.convolution(%399, %arg80) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x5x5x728xf32>, tensor<1x1x728x728xf32>) -> tensor<1x5x5x728xf32>
    %401 = stablehlo.reshape %arg198 : (tensor<728xf32>) -> tensor<1x1x1x728xf32>
    %402 = stablehlo.reshape %arg199 : (tensor<728xf32>) -> tensor<1x1x1x728xf32>
    %cst_23 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %403 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<1x1x1x728xf32>
    %404 = stablehlo.add %402, %403 : tensor<1x1x1x728xf32>
    %405 = stablehlo.rsqrt %404 : tensor<1x1x1x728xf32>
    %406 = stablehlo.reshape %arg81 : (tensor<728xf32>) -> tensor<1x1x1x728xf32>
    %407 = stablehlo.multiply %405, %406 : tensor<1x1x1x728xf32>
    %408 = stablehlo.negate %401 : tensor<1x1x1x728xf32>
    %409 = stablehlo.multiply %408, %407 : tensor<1x1x1x728xf32>
    %410 = stablehlo.reshape %arg82 : (tensor<728xf32>) -> tensor<1x1x1x728xf32>
    %411 = stablehlo.add %409, %410 : tensor<1x1x1x728xf32>
    %412 = stablehlo.broadcast_in_dim %407, dims = [0, 1, 2, 3] : (tensor<1x1x1x728xf32>) -> tensor<1x5x5x728xf32>
    %413 = stablehlo.multiply %400, %412 : tensor<1x5x5x728xf32>
    %414 = stablehlo.broadcast_in_dim %411, dims = [0, 1, 2, 3] : (tensor<1x1x1x728xf32>) -> tensor<1x5x5x728xf32>
    %415 = stablehlo.add %413, %414 : tensor<1x5x5x728xf32>
    %416 = call @relu_6(%415) : (tensor<1x5x5x728xf32>) -> tensor<1x5x5x728xf32>
    %417 = stablehlo.reshape %arg83 : (tensor<3x3x728x1xf32>) -> tensor<3x3x1x728xf32>
    %418 = stablehlo.convolution(%416, %417) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 728 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x5x5x728xf32>, tensor<3x3x1x728xf32>) -> tensor<1x5x5x728xf32>
    %419 = stablehlo.convolution(%418, %arg84) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x5x5x728xf32>, tensor<1x1x728x728xf32>) -> tensor<1x5x5x728xf32>
    %420 = stablehlo.reshape %arg200 : (tensor<728xf32>) -> tensor<1x1x1x728xf32>
    %421 = stablehlo.reshape %arg201 : (tensor<728xf32>) -> tensor<1x1x1x728xf32>
    %cst_24 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %422 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<1x1x1x728xf32>
    %423 = stablehlo.add %421, %422 : tensor<1x1x1x728xf32>
    %424 = stablehlo.rsqrt %423 : tensor<1x1x1x728xf32>
    %425 = stablehlo.reshape %arg85 : (tensor<728xf32>) -> tensor<1x1x1x728xf32>
    %426 = stablehlo.multiply %424, %425 : tensor<1x1x1x728xf32>
    %427 = stablehlo.negate %420 : tensor<1x1x1x728xf32>
    %428 = stablehlo.multiply %427, %426 : tensor<1x1x1x728xf32>
    %429 = stablehlo.reshape %arg86 : (tensor<728xf32>) -> tensor<1x1x1x728xf32>
    %430 = stablehlo.add %428, %429 : tensor<1x1x1x728xf32>
    %431 = stablehlo.broadcast_in_dim %426, dims = [0, 1, 2, 3] : (tensor<1x1x1x728xf32>) -> tensor<1x5x5x728xf32>
    %432 = stablehlo.multiply %419, %431 : tensor<1x5x5x728xf32>
    %433 = stablehlo.broadcast_in_dim %430, dims = [0, 1, 2, 3] : (tensor<1x1x1x728xf32>) -> tensor<1x5x5x728xf32>
    %434 = stablehlo.add %432, %433 : tensor<1x5x5x728xf32>
    %435 = stablehlo.add %434, %377 : tensor<1x5x5x728xf32>
    %436 = call @relu_6(%435) : (tensor<1x5x5x728xf32>) -> tensor<1x5x5x728xf32>
    %437 = stablehlo.reshape %arg87 : (tensor<3x3x728x1xf32>) -> tensor<3x3x1x728xf32>
    %438 = stablehlo.convolution(%436, %437) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 728 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x5x5x728xf32>, tensor<3x3x1x728xf32>) -> tensor<1x5x5x728xf32>
    %439 = stablehlo.convolution(%438, %arg88) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x5x5x728xf32>, tensor<1x1x728x728xf32>) -> tensor<1x5x5x728xf32>
    %440 = stablehlo.reshape %arg202 : (tensor<728xf32>) -> tensor<1x1x1x728xf32>
    %441 = stablehlo.reshape %arg203 : (tensor<728xf32>) -> tensor<1x1x1x728xf32>
    %cst_25 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %442 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<1x1x1x728xf32>
    %443 = stablehlo.add %441, %442 : tensor<1x1x1x728xf32>
    %444 = stablehlo.rsqrt %443 : tensor<1x1x1x728xf32>
    %445 = stablehlo.reshape %arg89 : (tensor<728xf32>) -> tensor<1x1x1x728xf32>
    %446 = stablehlo.multiply %444, %445 : tensor<1x1x1x728xf32>
    %447 = stablehlo.negate %440 : tensor<1x1x1x728xf32>
    %448 = stablehlo.multiply %447, %446 : tensor<1x1x1x728xf32>
    %449 = stablehlo.reshape %arg90 : (tensor<728xf32>) -> tensor<1x1x1x728xf32>
    %450 = stablehlo.add %448, %449 : tensor<1x1x1x728xf32>
    %451 = stablehlo.broadcast_in_dim %446, dims = [0, 1, 2, 3] : (tensor<1x1x1x728xf32>) -> tensor<1x5x5x728xf32>
    %452 = stablehlo.multiply %439, %451 : tensor<1x5x5x728xf32>
    %453 = stablehlo.broadcast_in_dim %450, dims = [0, 1, 2, 3] : (tensor<1x1x1x728xf32>) -> tensor<1x5x5x728xf32>
    %454 = stablehlo.add %452, %453 : tensor<1x5x5x728xf32>
    %455 = call @relu_6(%454) : (tensor<1x5x5x728xf32>) -> tensor<1x5x5x728xf32>
    %456 = stablehlo.reshape %arg91 : (tensor<3x3x728x1xf32>) -> tensor<3x3x1x728xf32>
    %457 = stablehlo.convolution(%455, %456) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 728 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x5x5x728xf32>, tensor<3x3x1x728xf32>) -> tensor<1x5x5x728xf32>
    %458 = stablehlo.convolution(%457, %arg92) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x5x5x728xf32>, tensor<1x1x728x728xf32>) -> tensor<1x5x5x728xf32>
    %459 = stablehlo.reshape %arg204 : (tensor<728xf32>) -> tensor<1x1x1x728xf32>
    %460 = stablehlo.reshape %arg205 : (tensor<728xf32>) -> tensor<1x1x1x728xf32>
    %cst_26 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %461 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<1x1x1x728xf32>
    %462 = stablehlo.add %460, %461 : tensor<1x1x1x728xf32>
    %463 = stablehlo.rsqrt %462 : tensor<1x1x1x728xf32>
    %464 = stablehlo.reshape %arg93 : (tensor<728xf32>) -> tensor<1x1x1x728xf32>
    %465 = stablehlo.multiply %463, %464 : tensor<1x1x1x728xf32>
    %466 = stablehlo.negate %459 : tensor<1x1x1x728xf32>
    %467 = stablehlo.multiply %466, %465 : tensor<1x1x1x728xf32>
    %468 = stablehlo.reshape %arg94 : (tensor<728xf32>) -> tensor<1x1x1x728xf32>
    %469 = stablehlo.add %467, %468 : tensor<1x1x1x728xf32>
    %470 = stablehlo.broadcast_in_dim %465, dims = [0, 1, 2, 3] : (tensor<1x1x1x728xf32>) -> tensor<1x5x5x728xf32>
    %471 = stablehlo.multiply %458, %470 : tensor<1x5x5x728xf32>
    %472 = stablehlo.broadcast_in_dim %469, dims = [0, 1, 2, 3] : (tensor<1x1x1x728xf32>) -> tensor<1x5x5x728xf32>
    %473 = stablehlo.add %471, %472 : tensor<1x5x5x728xf32>
    %474 = call @relu_6(%473) : (tensor<1x5x5x728xf32>) -> tensor<1x5x5x728xf32>
    %475 = stablehlo.reshape %arg95 : (tensor<3x3x728x1xf32>) -> tensor<3x3x1x728xf32>
    %476 = stablehlo.convolution(%474, %475) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 728 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x5x5x728xf32>, tensor<3x3x1x728xf32>) -> tensor<1x5x5x728xf32>
    %477 = stablehlo.convolution(%476, %arg96) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x5x5x728xf32>, tensor<1x1x728x728xf32>) -> tensor<1x5x5x728xf32>
    %478 = stablehlo.reshape %arg206 : (tensor<728xf32>) -> tensor<1x1x1x728xf32>
    %479 = stablehlo.reshape %arg207 : (tensor<728xf32>) -> tensor<1x1x1x728xf32>
    %cst_27 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %480 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<1x1x1x728xf32>
    %481 = stablehlo.add %479, %480 : tensor<1x1x1x728xf32>
    %482 = stablehlo.rsqrt %481 : tensor<1x1x1x728xf32>
    %483 = stablehlo.reshape %arg97 : (tensor<728xf32>) -> tensor<1x1x1x728xf32>
    %484 = stablehlo.multiply %482, %483 : tensor<1x1x1x728xf32>
    %485 = stablehlo.negate %478 : tensor<1x1x1x728xf32>
    %486 = stablehlo.multiply %485, %484 : tensor<1x1x1x728xf32>
    %487 = stablehlo.reshape %arg98 : (tensor<728xf32>) -> tensor<1x1x1x728xf32>
    %488 = stablehlo.add %486, %487 : tensor<1x1x1x728xf32>
    %489 = stablehlo.broadcast_in_dim %484, dims = [0, 1, 2, 3] : (tensor<1x1x1x728xf32>) -> tensor<1x5x5x728xf32>
    %490 = stablehlo.multiply %477, %489 : tensor<1x5x5x728xf32>
    %491 = stablehlo.broadcast_in_dim %488, dims = [0, 1, 2, 3] : (tensor<1x1x1x728xf32>) -> tensor<1x5x5x728xf32>
    %492 = stablehlo.add %490, %491 : tensor<1x5x5x728xf32>
    %493 = stablehlo.add %492, %435 : tensor<1x5x5x728xf32>
    %494 = call @relu_6(%493) : (tensor<1x5x5x728xf32>) -> tensor<1x5x5x728xf32>
    %495 = stablehlo.reshape %arg99 : (tensor<3x3x728x1xf32>) -> tensor<3x3x1x728xf32>
    %496 = stablehlo.convolution(%494, %495) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 728 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x5x5x728xf32>, tensor<3x3x1x728xf32>) -> tensor<1x5x5x728xf32>
    %497 = stablehlo.convolution(%496, %arg100) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x5x5x728xf32>, tensor<1x1x728x728xf32>) -> tensor<1x5x5x728xf32>
    %498 = stablehlo.reshape %arg208 : (tensor<728xf32>) -> tensor<1x1x1x728xf32>
    %499 = stablehlo.reshape %arg209 : (tensor<728xf32>) -> tensor<1x1x1x728xf32>
    %cst_28 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %500 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<1x1x1x728xf32>
    %501 = stablehlo.add %499, %500 : tensor<1x1x1x728xf32>
    %502 = stablehlo.rsqrt %501 : tensor<1x1x1x728xf32>
    %503 = stablehlo.reshape %arg101 : (tensor<728xf32>) -> tensor<1x1x1x728xf32>
    %504 = stablehlo.multiply %502, %503 : tensor<1x1x1x728xf32>
    %505 = stablehlo.negate %498 : tensor<1x1x1x728xf32>
    %506 = stablehlo.multiply %505, %504 : tensor<1x1x1x728xf32>
    %507 = stablehlo.reshape %arg102 : (tensor<728xf32>) -> tensor<1x1x1x728xf32>
    %508 = stablehlo.add %506, %507 : tensor<1x1x1x728xf32>
    %509 = stablehlo.broadcast_in_dim %504, dims = [0, 1, 2, 3] : (tensor<1x1x1x728xf32>) -> tensor<1x5x5x728xf32>
    %510 = stablehlo.multiply %497, %509 : tensor<1x5x5x728xf32>
    %511 = stablehlo.broadcast_in_dim %508, dims = [0, 1, 2, 3] : (tensor<1x1x1x728xf32>) -> tensor<1x5x5x728xf32>
    %512 = stablehlo.add %510, %511 : tensor<1x5x5x728xf32>
    %513 = call @relu_6(%512) : (tensor<1x5x5x728xf32>) -> tensor<1x5x5x728xf32>
    %514 = stablehlo.reshape %arg103 : (tensor<3x3x728x1xf32>) -> tensor<3x3x1x728xf32>
    %515 = stablehlo.convolution(%513, %514) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 728 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x5x5x728xf32>, tensor<3x3x1x728xf32>) -> tensor<1x5x5x728xf32>
    %516 = stablehlo.convolution(%515, %arg104) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x5x5x728xf32>, tensor<1x1x728x728xf32>) -> tensor<1x5x5x728xf32>
    %517 = stablehlo.reshape %arg210 : (tensor<728xf32>) -> tensor<1x1x1x728xf32>
    %518 = stablehlo.reshape %arg211 : (tensor<728xf32>) -> tensor<1x1x1x728xf32>
    %cst_29 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %519 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<1x1x1x728xf32>
    %520 = stablehlo.add %518, %519 : tensor<1x1x1x728xf32>
    %521 = stablehlo.rsqrt %520 : tensor<1x1x1x728xf32>
    %522 = stablehlo.reshape %arg105 : (tensor<728xf32>) -> tensor<1x1x1x728xf32>
    %523 = stablehlo.multiply %521, %522 : tensor<1x1x1x728xf32>
    %524 = stablehlo.negate %517 : tensor<1x1x1x728xf32>
    %525 = stablehlo.multiply %524, %523 : tensor<1x1x1x728xf32>
    %526 = stablehlo.reshape %arg106 : (tensor<728xf32>) -> tensor<1x1x1x728xf32>
    %527 = stablehlo.add %525, %526 : tensor<1x1x1x728xf32>
    %528 = stablehlo.broadcast_in_dim %523, dims = [0, 1, 2, 3] : (tensor<1x1x1x728xf32>) -> tensor<1x5x5x728xf32>
    %529 = stablehlo.multiply %516, %528 : tensor<1x5x5x728xf32>
    %530 = stablehlo.broadcast_in_dim %527, dims = [0, 1, 2, 3] : (tensor<1x1x1x728xf32>) -> tensor<1x5x5x728xf32>
    %531 = stablehlo.add %529, %530 : tensor<1x5x5x728xf32>
    %532 = call @relu_6(%531) : (tensor<1x5x5x728xf32>) -> tensor<1x5x5x728xf32>
    %533 = stablehlo.reshape %arg107 : (tensor<3x3x728x1xf32>) -> tensor<3x3x1x728xf32>
    %534 = stablehlo.convolution(%532, %533) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 728 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x5x5x728xf32>, tensor<3x3x1x728xf32>) -> tensor<1x5x5x728xf32>
    %535 = stablehlo.convolution(%534, %arg108) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x5x5x728xf32>, tensor<1x1x728x728xf32>) -> tensor<1x5x5x728xf32>
    %536 = stablehlo.reshape %arg212 : (tensor<728xf32>) -> tensor<1x1x1x728xf32>
    %537 = stablehlo.reshape %arg213 : (tensor<728xf32>) -> tensor<1x1x1x728xf32>
    %cst_30 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %538 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<1x1x1x728xf32>
    %539 = stablehlo.add %537, %538 : tensor<1x1x1x728xf32>
    %540 = stablehlo.rsqrt %539 : tensor<1x1x1x728xf32>
    %541 = stablehlo.reshape %arg109 : (tensor<728xf32>) -> tensor<1x1x1x728xf32>
    %542 = stablehlo.multiply %540, %541 : tensor<1x1x1x728xf32>
    %543 = stablehlo.negate %536 : tensor<1x1x1x728xf32>
    %544 = stablehlo.multiply %543, %542 : tensor<1x1x1x728xf32>
    %545 = stablehlo.reshape %arg110 : (tensor<728xf32>) -> tensor<1x1x1x728xf32>
    %546 = stablehlo.add %544, %545 : tensor<1x1x1x728xf32>
    %547 = stablehlo.broadcast_in_dim %542, dims = [0, 1, 2, 3] : (tensor<1x1x1x728xf32>) -> tensor<1x5x5x728xf32>
    %548 = stablehlo.multiply %535, %547 : tensor<1x5x5x728xf32>
    %549 = stablehlo.broadcast_in_dim %546, dims = [0, 1, 2, 3] : (tensor<1x1x1x728xf32>) -> tensor<1x5x5x728xf32>
    %550 = stablehlo.add %548, %549 : tensor<1x5x5x728xf32>
    %551 = stablehlo.add %550, %493 : tensor<1x5x5x728xf32>
    %552 = call @relu_6(%551) : (tensor<1x5x5x728xf32>) -> tensor<1x5x5x728xf32>
    %553 = stablehlo.reshape %arg111 : (tensor<3x3x728x1xf32>) -> tensor<3x3x1x728xf32>
    %554 = stablehlo.convolution(%552, %553) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 728 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x5x5x728xf32>, tensor<3x3x1x728xf32>) -> tensor<1x5x5x728xf32>
    %555 = stablehlo.convolution(%554, %arg112) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x5x5x728xf32>, tensor<1x1x728x728xf32>) -> tensor<1x5x5x728xf32>
    %556 = stablehlo.reshape %arg214 : (tensor<728xf32>) -> tensor<1x1x1x728xf32>
    %557 = stablehlo.reshape %arg215 : (tensor<728xf32>) -> tensor<1x1x1x728xf32>
    %cst_31 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %558 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<1x1x1x728xf32>
    %559 = stablehlo.add %557, %558 : tensor<1x1x1x728xf32>
    %560 = stablehlo.rsqrt %559 : tensor<1x1x1x728xf32>
    %561 = stablehlo.reshape %arg113 : (tensor<728xf32>) -> tensor<1x1x1x728xf32>
    %562 = stablehlo.multiply %560, %561 : tensor<1x1x1x728xf32>
    %563 = stablehlo.negate %556 : tensor<1x1x1x728xf32>
    %564 = stablehlo.multiply %563, %562 : tensor<1x1x1x728xf32>
    %565 = stablehlo.reshape %arg114 : (tensor<728xf32>) -> tensor<1x1x1x728xf32>
    %566 = stablehlo.add %564, %565 : tensor<1x1x1x728xf32>
    %567 = stablehlo.broadcast_in_dim %562, dims = [0, 1, 2, 3] : (tensor<1x1x1x728xf32>) -> tensor<1x5x5x728xf32>
    %568 = stablehlo.multiply %555, %567 : tensor<1x5x5x728xf32>
    %569 = stablehlo.broadcast_in_dim %566, dims = [0, 1, 2, 3] : (tensor<1x1x1x728xf32>) -> tensor<1x5x5x728xf32>
    %570 = stablehlo.add %568, %569 : tensor<1x5x5x728xf32>
    %571 = call @relu_6(%570) : (tensor<1x5x5x728xf32>) -> tensor<1x5x5x728xf32>
    %572 = stablehlo.reshape %arg115 : (tensor<3x3x728x1xf32>) -> tensor<3x3x1x728xf32>
    %573 = stablehlo.convolution(%571, %572) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 728 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x5x5x728xf32>, tensor<3x3x1x728xf32>) -> tensor<1x5x5x728xf32>
    %574 = stablehlo.convolution(%573, %arg116) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x5x5x728xf32>, tensor<1x1x728x728xf32>) -> tensor<1x5x5x728xf32>
    %575 = stablehlo.reshape %arg216 : (tensor<728xf32>) -> tensor<1x1x1x728xf32>
    %576 = stablehlo.reshape %arg217 : (tensor<728xf32>) -> tensor<1x1x1x728xf32>
    %cst_32 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %577 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<1x1x1x728xf32>
    %578 = stablehlo.add %576, %577 : tensor<1x1x1x728xf32>
    %579 = stablehlo.rsqrt %578 : tensor<1x1x1x728xf32>
    %580 = stablehlo.reshape %arg117 : (tensor<728xf32>) -> tensor<1x1x1x728xf32>
    %581 = stablehlo.multiply %579, %580 : tensor<1x1x1x728xf32>
    %582 = stablehlo.negate %575 : tensor<1x1x1x728xf32>
    %583 = stablehlo.multiply %582, %581 : tensor<1x1x1x728xf32>
    %584 = stablehlo.reshape %arg118 : (tensor<728xf32>) -> tensor<1x1x1x728xf32>
    %585 = stablehlo.add %583, %584 : tensor<1x1x1x728xf32>
    %586 = stablehlo.broadcast_in_dim %581, dims = [0, 1, 2, 3] : (tensor<1x1x1x728xf32>) -> tensor<1x5x5x728xf32>
    %587 = stablehlo.multiply %574, %586 : tensor<1x5x5x728xf32>
    %588 = stablehlo.broadcast_in_dim %585, dims = [0, 1, 2, 3] : (tensor<1x1x1x728xf32>) -> tensor<1x5x5x728xf32>
    %589 = stablehlo.add %587, %588 : tensor<1x5x5x728xf32>
    %590 = call @relu_6(%589) : (tensor<1x5x5x728xf32>) -> tensor<1x5x5x728xf32>
    %591 = stablehlo.reshape %arg119 : (tensor<3x3x728x1xf32>) -> tensor<3x3x1x728xf32>
    %592 = stablehlo.convolution(%590, %591) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 728 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x5x5x728xf32>, tensor<3x3x1x728xf32>) -> tensor<1x5x5x728xf32>
    %593 = stablehlo.convolution(%592, %arg120) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x5x5x728xf32>, tensor<1x1x728x728xf32>) -> tensor<1x5x5x728xf32>
    %594 = stablehlo.reshape %arg218 : (tensor<728xf32>) -> tensor<1x1x1x728xf32>
    %595 = stablehlo.reshape %arg219 : (tensor<728xf32>) -> tensor<1x1x1x728xf32>
    %cst_33 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %596 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<1x1x1x728xf32>
    %597 = stablehlo.add %595, %596 : tensor<1x1x1x728xf32>
    %598 = stablehlo.rsqrt %597 : tensor<1x1x1x728xf32>
    %599 = stablehlo.reshape %arg121 : (tensor<728xf32>) -> tensor<1x1x1x728xf32>
    %600 = stablehlo.multiply %598, %599 : tensor<1x1x1x728xf32>
    %601 = stablehlo.negate %594 : tensor<1x1x1x728xf32>
    %602 = stablehlo.multiply %601, %600 : tensor<1x1x1x728xf32>
    %603 = stablehlo.reshape %arg122 : (tensor<728xf32>) -> tensor<1x1x1x728xf32>
    %604 = stablehlo.add %602, %603 : tensor<1x1x1x728xf32>
    %605 = stablehlo.broadcast_in_dim %600, dims = [0, 1, 2, 3] : (tensor<1x1x1x728xf32>) -> tensor<1x5x5x728xf32>
    %606 = stablehlo.multiply %593, %605 : tensor<1x5x5x728xf32>
    %607 = stablehlo.broadcast_in_dim %604, dims = [0, 1, 2, 3] : (tensor<1x1x1x728xf32>) -> tensor<1x5x5x728xf32>
    %608 = stablehlo.add %606, %607 : tensor<1x5x5x728xf32>
    %609 = stablehlo.add %608, %551 : tensor<1x5x5x728xf32>
    %610 = call @relu_6(%609) : (tensor<1x5x5x728xf32>) -> tensor<1x5x5x728xf32>
    %611 = stablehlo.reshape %arg123 : (tensor<3x3x728x1xf32>) -> tensor<3x3x1x728xf32>
    %612 = stablehlo.convolution(%610, %611) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 728 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x5x5x728xf32>, tensor<3x3x1x728xf32>) -> tensor<1x5x5x728xf32>
    %613 = stablehlo.convolution(%612, %arg124) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x5x5x728xf32>, tensor<1x1x728x728xf32>) -> tensor<1x5x5x728xf32>
    %614 = stablehlo.reshape %arg220 : (tensor<728xf32>) -> tensor<1x1x1x728xf32>
    %615 = stablehlo.reshape %arg221 : (tensor<728xf32>) -> tensor<1x1x1x728xf32>
    %cst_34 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %616 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<1x1x1x728xf32>
    %617 = stablehlo.add %615, %616 : tensor<1x1x1x728xf32>
    %618 = stablehlo.rsqrt %617 : tensor<1x1x1x728xf32>
    %619 = stablehlo.reshape %arg125 : (tensor<728xf32>) -> tensor<1x1x1x728xf32>
    %620 = stablehlo.multiply %618, %619 : tensor<1x1x1x728xf32>
    %621 = stablehlo.negate %614 : tensor<1x1x1x728xf32>
    %622 = stablehlo.multiply %621, %620 : tensor<1x1x1x728xf32>
    %623 = stablehlo.reshape %arg126 : (tensor<728xf32>) -> tensor<1x1x1x728xf32>
    %624 = stablehlo.add %622, %623 : tensor<1x1x1x728xf32>
    %625 = stablehlo.broadcast_in_dim %620, dims = [0, 1, 2, 3] : (tensor<1x1x1x728xf32>) -> tensor<1x5x5x728xf32>
    %626 = stablehlo.multiply %613, %625 : tensor<1x5x5x728xf32>
    %627 = stablehlo.broadcast_in_dim %624, dims = [0, 1, 2, 3] : (tensor<1x1x1x728xf32>) -> tensor<1x5x5x728xf32>
    %628 = stablehlo.add %626, %627 : tensor<1x5x5x728xf32>
    %629 = call @relu_6(%628) : (tensor<1x5x5x728xf32>) -> tensor<1x5x5x728xf32>
    %630 = stablehlo.reshape %arg127 : (tensor<3x3x728x1xf32>) -> tensor<3x3x1x728xf32>
    %631 = stablehlo.convolution(%629, %630) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 728 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x5x5x728xf32>, tensor<3x3x1x728xf32>) -> tensor<1x5x5x728xf32>
    %632 = stablehlo.convolution(%631, %arg128) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x5x5x728xf32>, tensor<1x1x728x728xf32>) -> tensor<1x5x5x728xf32>
    %633 = stablehlo.reshape %arg222 : (tensor<728xf32>) -> tensor<1x1x1x728xf32>
    %634 = stablehlo.reshape %arg223 : (tensor<728xf32>) -> tensor<1x1x1x728xf32>
    %cst_35 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %635 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<1x1x1x728xf32>
    %636 = stablehlo.add %634, %635 : tensor<1x1x1x728xf32>
    %637 = stablehlo.rsqrt %636 : tensor<1x1x1x728xf32>
    %638 = stablehlo.reshape %arg129 : (tensor<728xf32>) -> tensor<1x1x1x728xf32>
    %639 = stablehlo.multiply %637, %638 : tensor<1x1x1x728xf32>
    %640 = stablehlo.negate %633 : tensor<1x1x1x728xf32>
    %641 = stablehlo.multiply %640, %639 : tensor<1x1x1x728xf32>
    %642 = stablehlo.reshape %arg130 : (tensor<728xf32>) -> tensor<1x1x1x728xf32>
    %643 = stablehlo.add %641, %642 : tensor<1x1x1x728xf32>
    %644 = stablehlo.broadcast_in_dim %639, dims = [0, 1, 2, 3] : (tensor<1x1x1x728xf32>) -> tensor<1x5x5x728xf32>
    %645 = stablehlo.multiply %632, %644 : tensor<1x5x5x728xf32>
    %646 = stablehlo.broadcast_in_dim %643, dims = [0, 1, 2, 3] : (tensor<1x1x1x728xf32>) -> tensor<1x5x5x728xf32>
    %647 = stablehlo.add %645, %646 : tensor<1x5x5x728xf32>
    %648 = call @relu_6(%647) : (tensor<1x5x5x728xf32>) -> tensor<1x5x5x728xf32>
    %649 = stablehlo.reshape %arg131 : (tensor<3x3x728x1xf32>) -> tensor<3x3x1x728xf32>
    %650 = stablehlo.convolution(%648, %649) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 728 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x5x5x728xf32>, tensor<3x3x1x728xf32>) -> tensor<1x5x5x728xf32>
    %651 = stablehlo.convolution(%650, %arg132) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x5x5x728xf32>, tensor<1x1x728x728xf32>) -> tensor<1x5x5x728xf32>
    %652 = stablehlo.reshape %arg224 : (tensor<728xf32>) -> tensor<1x1x1x728xf32>
    %653 = stablehlo.reshape %arg225 : (tensor<728xf32>) -> tensor<1x1x1x728xf32>
    %cst_36 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %654 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<1x1x1x728xf32>
    %655 = stablehlo.add %653, %654 : tensor<1x1x1x728xf32>
    %656 = stablehlo.rsqrt %655 : tensor<1x1x1x728xf32>
    %657 = stablehlo.reshape %arg133 : (tensor<728xf32>) -> tensor<1x1x1x728xf32>
    %658 = stablehlo.multiply %656, %657 : tensor<1x1x1x728xf32>
    %659 = stablehlo.negate %652 : tensor<1x1x1x728xf32>
    %660 = stablehlo.multiply %659, %658 : tensor<1x1x1x728xf32>
    %661 = stablehlo.reshape %arg134 : (tensor<728xf32>) -> tensor<1x1x1x728xf32>
    %662 = stablehlo.add %660, %661 : tensor<1x1x1x728xf32>
    %663 = stablehlo.broadcast_in_dim %658, dims = [0, 1, 2, 3] : (tensor<1x1x1x728xf32>) -> tensor<1x5x5x728xf32>
    %664 = stablehlo.multiply %651, %663 : tensor<1x5x5x728xf32>
    %665 = stablehlo.broadcast_in_dim %662, dims = [0, 1, 2, 3] : (tensor<1x1x1x728xf32>) -> tensor<1x5x5x728xf32>
    %666 = stablehlo.add %664, %665 : tensor<1x5x5x728xf32>
    %667 = stablehlo.add %666, %609 : tensor<1x5x5x728xf32>
    %668 = call @relu_6(%667) : (tensor<1x5x5x728xf32>) -> tensor<1x5x5x728xf32>
    %669 = stablehlo.reshape %arg135 : (tensor<3x3x728x1xf32>) -> tensor<3x3x1x728xf32>
    %670 = stablehlo.convolution(%668, %669) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 728 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x5x5x728xf32>, tensor<3x3x1x728xf32>) -> tensor<1x5x5x728xf32>
    %671 = stablehlo.convolution(%670, %arg136) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x5x5x728xf32>, tensor<1x1x728x728xf32>) -> tensor<1x5x5x728xf32>
    %672 = stablehlo.reshape %arg226 : (tensor<728xf32>) -> tensor<1x1x1x728xf32>
    %673 = stablehlo.reshape %arg227 : (tensor<728xf32>) -> tensor<1x1x1x728xf32>
    %cst_37 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %674 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<1x1x1x728xf32>
    %675 = stablehlo.add %673, %674 : tensor<1x1x1x728xf32>
    %676 = stablehlo.rsqrt %675 : tensor<1x1x1x728xf32>
    %677 = stablehlo.reshape %arg137 : (tensor<728xf32>) -> tensor<1x1x1x728xf32>
    %678 = stablehlo.multiply %676, %677 : tensor<1x1x1x728xf32>
    %679 = stablehlo.negate %672 : tensor<1x1x1x728xf32>
    %680 = stablehlo.multiply %679, %678 : tensor<1x1x1x728xf32>
    %681 = stablehlo.reshape %arg138 : (tensor<728xf32>) -> tensor<1x1x1x728xf32>
    %682 = stablehlo.add %680, %681 : tensor<1x1x1x728xf32>
    %683 = stablehlo.broadcast_in_dim %678, dims = [0, 1, 2, 3] : (tensor<1x1x1x728xf32>) -> tensor<1x5x5x728xf32>
    %684 = stablehlo.multiply %671, %683 : tensor<1x5x5x728xf32>
    %685 = stablehlo.broadcast_in_dim %682, dims = [0, 1, 2, 3] : (tensor<1x1x1x728xf32>) -> tensor<1x5x5x728xf32>
    %686 = stablehlo.add %684, %685 : tensor<1x5x5x728xf32>
    %687 = call @relu_6(%686) : (tensor<1x5x5x728xf32>) -> tensor<1x5x5x728xf32>
    %688 = stablehlo.reshape %arg139 : (tensor<3x3x728x1xf32>) -> tensor<3x3x1x728xf32>
    %689 = stablehlo.convolution(%687, %688) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 728 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x5x5x728xf32>, tensor<3x3x1x728xf32>) -> tensor<1x5x5x728xf32>
    %690 = stablehlo.convolution(%689, %arg140) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x5x5x728xf32>, tensor<1x1x728x1024xf32>) -> tensor<1x5x5x1024xf32>
    %691 = stablehlo.convolution(%667, %arg143) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x5x5x728xf32>, tensor<1x1x728x1024xf32>) -> tensor<1x3x3x1024xf32>
    %692 = stablehlo.reshape %arg228 : (tensor<1024xf32>) -> tensor<1x1x1x1024xf32>
    %693 = stablehlo.reshape %arg229 : (tensor<1024xf32>) -> tensor<1x1x1x1024xf32>
    %cst_38 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %694 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<1x1x1x1024xf32>
    %695 = stablehlo.add %693, %694 : tensor<1x1x1x1024xf32>
    %696 = stablehlo.rsqrt %695 : tensor<1x1x1x1024xf32>
    %697 = stablehlo.reshape %arg141 : (tensor<1024xf32>) -> tensor<1x1x1x1024xf32>
    %698 = stablehlo.multiply %696, %697 : tensor<1x1x1x1024xf32>
    %699 = stablehlo.negate %692 : tensor<1x1x1x1024xf32>
    %700 = stablehlo.multiply %699, %698 : tensor<1x1x1x1024xf32>
    %701 = stablehlo.reshape %arg142 : (tensor<1024xf32>) -> tensor<1x1x1x1024xf32>
    %702 = stablehlo.add %700, %701 : tensor<1x1x1x1024xf32>
    %703 = stablehlo.broadcast_in_dim %698, dims = [0, 1, 2, 3] : (tensor<1x1x1x1024xf32>) -> tensor<1x5x5x1024xf32>
    %704 = stablehlo.multiply %690, %703 : tensor<1x5x5x1024xf32>
    %705 = stablehlo.broadcast_in_dim %702, dims = [0, 1, 2, 3] : (tensor<1x1x1x1024xf32>) -> tensor<1x5x5x1024xf32>
    %706 = stablehlo.add %704, %705 : tensor<1x5x5x1024xf32>
    %cst_39 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %707 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<f32>
    %708 = "stablehlo.reduce_window"(%706, %707) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<[[0, 0], [1, 1], [1, 1], [0, 0]]> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 3, 3, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg237: tensor<f32>, %arg238: tensor<f32>):
      %780 = stablehlo.maximum %arg237, %arg238 : tensor<f32>
      stablehlo.return %780 : tensor<f32>
    }) : (tensor<1x5x5x1024xf32>, tensor<f32>) -> tensor<1x3x3x1024xf32>
    %709 = stablehlo.reshape %arg230 : (tensor<1024xf32>) -> tensor<1x1x1x1024xf32>
    %710 = stablehlo.reshape %arg231 : (tensor<1024xf32>) -> tensor<1x1x1x1024xf32>
    %cst_40 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %711 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<1x1x1x1024xf32>
    %712 = stablehlo.add %710, %711 : tensor<1x1x1x1024xf32>
    %713 = stablehlo.rsqrt %712 : tensor<1x1x1x1024xf32>
    %714 = stablehlo.reshape %arg144 : (tensor<1024xf32>) -> tensor<1x1x1x1024xf32>
    %715 = stablehlo.multiply %713, %714 : tensor<1x1x1x1024xf32>
    %716 = stablehlo.negate %709 : tensor<1x1x1x1024xf32>
    %717 = stablehlo.multiply %716, %715 : tensor<1x1x1x1024xf32>
    %718 = stablehlo.reshape %arg145 : (tensor<1024xf32>) -> tensor<1x1x1x1024xf32>
    %719 = stablehlo.add %717, %718 : tensor<1x1x1x1024xf32>
    %720 = stablehlo.broadcast_in_dim %715, dims = [0, 1, 2, 3] : (tensor<1x1x1x1024xf32>) -> tensor<1x3x3x1024xf32>
    %721 = stablehlo.multiply %691, %720 : tensor<1x3x3x1024xf32>
    %722 = stablehlo.broadcast_in_dim %719, dims = [0, 1, 2, 3] : (tensor<1x1x1x1024xf32>) -> tensor<1x3x3x1024xf32>
    %723 = stablehlo.add %721, %722 : tensor<1x3x3x1024xf32>
    %724 = stablehlo.add %708, %723 : tensor<1x3x3x1024xf32>
    %725 = stablehlo.reshape %arg146 : (tensor<3x3x1024x1xf32>) -> tensor<3x3x1x1024xf32>
    %726 = stablehlo.convolution(%724, %725) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1024 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x3x3x1024xf32>, tensor<3x3x1x1024xf32>) -> tensor<1x3x3x1024xf32>
    %727 = stablehlo.convolution(%726, %arg147) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x3x3x1024xf32>, tensor<1x1x1024x1536xf32>) -> tensor<1x3x3x1536xf32>
    %728 = stablehlo.reshape %arg232 : (tensor<1536xf32>) -> tensor<1x1x1x1536xf32>
    %729 = stablehlo.reshape %arg233 : (tensor<1536xf32>) -> tensor<1x1x1x1536xf32>
    %cst_41 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %730 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<1x1x1x1536xf32>
    %731 = stablehlo.add %729, %730 : tensor<1x1x1x1536xf32>
    %732 = stablehlo.rsqrt %731 : tensor<1x1x1x1536xf32>
    %733 = stablehlo.reshape %arg148 : (tensor<1536xf32>) -> tensor<1x1x1x1536xf32>
    %734 = stablehlo.multiply %732, %733 : tensor<1x1x1x1536xf32>
    %735 = stablehlo.negate %728 : tensor<1x1x1x1536xf32>
    %736 = stablehlo.multiply %735, %734 : tensor<1x1x1x1536xf32>
    %737 = stablehlo.reshape %arg149 : (tensor<1536xf32>) -> tensor<1x1x1x1536xf32>
    %738 = stablehlo.add %736, %737 : tensor<1x1x1x1536xf32>
    %739 = stablehlo.broadcast_in_dim %734, dims = [0, 1, 2, 3] : (tensor<1x1x1x1536xf32>) -> tensor<1x3x3x1536xf32>
    %740 = stablehlo.multiply %727, %739 : tensor<1x3x3x1536xf32>
    %741 = stablehlo.broadcast_in_dim %738, dims = [0, 1, 2, 3] : (tensor<1x1x1x1536xf32>) -> tensor<1x3x3x1536xf32>
    %742 = stablehlo.add %740, %741 : tensor<1x3x3x1536xf32>
    %743 = call @relu_7(%742) : (tensor<1x3x3x1536xf32>) -> tensor<1x3x3x1536xf32>
    %744 = stablehlo.reshape %arg150 : (tensor<3x3x1536x1xf32>) -> tensor<3x3x1x1536xf32>
    %745 = stablehlo.convolution(%743, %744) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1536 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x3x3x1536xf32>, tensor<3x3x1x1536xf32>) -> tensor<1x3x3x1536xf32>
    %746 = stablehlo.convolution(%745, %arg151) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x3x3x1536xf32>, tensor<1x1x1536x2048xf32>) -> tensor<1x3x3x2048xf32>
    %747 = stablehlo.reshape %arg234 : (tensor<2048xf32>) -> tensor<1x1x1x2048xf32>
    %748 = stablehlo.reshape %arg235 : (tensor<2048xf32>) -> tensor<1x1x1x2048xf32>
    %cst_42 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %749 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<1x1x1x2048xf32>
    %750 = stablehlo.add %748, %749 : tensor<1x1x1x2048xf32>
    %751 = stablehlo.rsqrt %750 : tensor<1x1x1x2048xf32>
    %752 = stablehlo.reshape %arg152 : (tensor<2048xf32>) -> tensor<1x1x1x2048xf32>
    %753 = stablehlo.multiply %751, %752 : tensor<1x1x1x2048xf32>
    %754 = stablehlo.negate %747 : tensor<1x1x1x2048xf32>
    %755 = stablehlo.multiply %754, %753 : tensor<1x1x1x2048xf32>
    %756 = stablehlo.reshape %arg153 : (tensor<2048xf32>) -> tensor<1x1x1x2048xf32>
    %757 = stablehlo.add %755, %756 : tensor<1x1x1x2048xf32>
    %758 = stablehlo.broadcast_in_dim %753, dims = [0, 1, 2, 3] : (tensor<1x1x1x2048xf32>) -> tensor<1x3x3x2048xf32>
    %759 = stablehlo.multiply %746, %758 : tensor<1x3x3x2048xf32>
    %760 = stablehlo.broadcast_in_dim %757, dims = [0, 1, 2, 3] : (tensor<1x1x1x2048xf32>) -> tensor<1x3x3x2048xf32>
    %761 = stablehlo.add %759, %760 : tensor<1x3x3x2048xf32>
    %762 = call @relu_8(%761) : (tensor<1x3x3x2048xf32>) -> tensor<1x3x3x2048xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %763 = stablehlo.reduce(%762 init: %cst_43) applies stablehlo.add across dimensions = [1, 2] : (tensor<1x3x3x2048xf32>, tensor<f32>) -> tensor<1x2048xf32>
    %cst_44 = stablehlo.constant dense<9.000000e+00> : tensor<f32>
    %764 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<1x2048xf32>
    %765 = stablehlo.divide %763, %764 : tensor<1x2048xf32>
    %766 = stablehlo.dot_general %765, %arg154, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x2048xf32>, tensor<2048x10xf32>) -> tensor<1x10xf32>
    %767 = stablehlo.broadcast_in_dim %arg155, dims = [1] : (tensor<10xf32>) -> tensor<1x10xf32>
    %768 = stablehlo.add %766, %767 : tensor<1x10xf32>
    %cst_45 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %769 = stablehlo.reduce(%768 init: %cst_45) applies stablehlo.maximum across dimensions = [1] : (tensor<1x10xf32>, tensor<f32>) -> tensor<1xf32>
    %cst_46 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %770 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %771 = stablehlo.maximum %770, %769 : tensor<1xf32>
    %772 = stablehlo.broadcast_in_dim %771, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %773 = stablehlo.broadcast_in_dim %772, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x10xf32>
    %774 = stablehlo.subtract %768, %773 : tensor<1x10xf32>
    %775 = stablehlo.exponential %774 : tensor<1x10xf32>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %776 = stablehlo.reduce(%775 init: %cst_47) applies stablehlo.add across dimensions = [1] : (tensor<1x10xf32>, tensor<f32>) -> tensor<1xf32>
    %777 = stablehlo.broadcast_in_dim %776, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %778 = stablehlo.broadcast_in_dim %777, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x10xf32>
    %779 = stablehlo.divide %775, %778 : tensor<1x10xf32>
    return %779 : tensor<1x10xf32>
  }
  func.func private @relu(%arg0: tensor<1x35x35x32xf32>) -> tensor<1x35x35x32xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x35x35x32xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<1x35x35x32xf32>
    return %1 : tensor<1x35x35x32xf32>
  }
  func.func private @relu_0(%arg0: tensor<1x33x33x64xf32>) -> tensor<1x33x33x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x33x33x64xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<1x33x33x64xf32>
    return %1 : tensor<1x33x33x64xf32>
  }
  func.func private @relu_1(%arg0: tensor<1x33x33x128xf32>) -> tensor<1x33x33x128xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x33x33x128xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<1x33x33x128xf32>
    return %1 : tensor<1x33x33x128xf32>
  }
  func.func private @relu_2(%arg0: tensor<1x17x17x128xf32>) -> tensor<1x17x17x128xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x17x17x128xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<1x17x17x128xf32>
    return %1 : tensor<1x17x17x128xf32>
  }
  func.func private @relu_3(%arg0: tensor<1x17x17x256xf32>) -> tensor<1x17x17x256xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x17x17x256xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<1x17x17x256xf32>
    return %1 : tensor<1x17x17x256xf32>
  }
  func.func private @relu_4(%arg0: tensor<1x9x9x256xf32>) -> tensor<1x9x9x256xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x9x9x256xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<1x9x9x256xf32>
    return %1 : tensor<1x9x9x256xf32>
  }
  func.func private @relu_5(%arg0: tensor<1x9x9x728xf32>) -> tensor<1x9x9x728xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x9x9x728xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<1x9x9x728xf32>
    return %1 : tensor<1x9x9x728xf32>
  }
  func.func private @relu_6(%arg0: tensor<1x5x5x728xf32>) -> tensor<1x5x5x728xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x5x5x728xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<1x5x5x728xf32>
    return %1 : tensor<1x5x5x728xf32>
  }
  func.func private @relu_7(%arg0: tensor<1x3x3x1536xf32>) -> tensor<1x3x3x1536xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x3x3x1536xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<1x3x3x1536xf32>
    return %1 : tensor<1x3x3x1536xf32>
  }
  func.func private @relu_8(%arg0: tensor<1x3x3x2048xf32>) -> tensor<1x3x3x2048xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x3x3x2048xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<1x3x3x2048xf32>
    return %1 : tensor<1x3x3x2048xf32>
  }
}
