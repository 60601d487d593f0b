module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x4x3x96xf32>, %arg1: tensor<96xf32>, %arg2: tensor<96xf32>, %arg3: tensor<96xf32>, %arg4: tensor<7x7x1x96xf32>, %arg5: tensor<96xf32>, %arg6: tensor<96xf32>, %arg7: tensor<96xf32>, %arg8: tensor<96x384xf32>, %arg9: tensor<384xf32>, %arg10: tensor<384x96xf32>, %arg11: tensor<96xf32>, %arg12: tensor<96xf32>, %arg13: tensor<7x7x1x96xf32>, %arg14: tensor<96xf32>, %arg15: tensor<96xf32>, %arg16: tensor<96xf32>, %arg17: tensor<96x384xf32>, %arg18: tensor<384xf32>, %arg19: tensor<384x96xf32>, %arg20: tensor<96xf32>, %arg21: tensor<96xf32>, %arg22: tensor<7x7x1x96xf32>, %arg23: tensor<96xf32>, %arg24: tensor<96xf32>, %arg25: tensor<96xf32>, %arg26: tensor<96x384xf32>, %arg27: tensor<384xf32>, %arg28: tensor<384x96xf32>, %arg29: tensor<96xf32>, %arg30: tensor<96xf32>, %arg31: tensor<96xf32>, %arg32: tensor<96xf32>, %arg33: tensor<2x2x96x192xf32>, %arg34: tensor<192xf32>, %arg35: tensor<7x7x1x192xf32>, %arg36: tensor<192xf32>, %arg37: tensor<192xf32>, %arg38: tensor<192xf32>, %arg39: tensor<192x768xf32>, %arg40: tensor<768xf32>, %arg41: tensor<768x192xf32>, %arg42: tensor<192xf32>, %arg43: tensor<192xf32>, %arg44: tensor<7x7x1x192xf32>, %arg45: tensor<192xf32>, %arg46: tensor<192xf32>, %arg47: tensor<192xf32>, %arg48: tensor<192x768xf32>, %arg49: tensor<768xf32>, %arg50: tensor<768x192xf32>, %arg51: tensor<192xf32>, %arg52: tensor<192xf32>, %arg53: tensor<7x7x1x192xf32>, %arg54: tensor<192xf32>, %arg55: tensor<192xf32>, %arg56: tensor<192xf32>, %arg57: tensor<192x768xf32>, %arg58: tensor<768xf32>, %arg59: tensor<768x192xf32>, %arg60: tensor<192xf32>, %arg61: tensor<192xf32>, %arg62: tensor<192xf32>, %arg63: tensor<192xf32>, %arg64: tensor<2x2x192x384xf32>, %arg65: tensor<384xf32>, %arg66: tensor<7x7x1x384xf32>, %arg67: tensor<384xf32>, %arg68: tensor<384xf32>, %arg69: tensor<384xf32>, %arg70: tensor<384x1536xf32>, %arg71: tensor<1536xf32>, %arg72: tensor<1536x384xf32>, %arg73: tensor<384xf32>, %arg74: tensor<384xf32>, %arg75: tensor<7x7x1x384xf32>, %arg76: tensor<384xf32>, %arg77: tensor<384xf32>, %arg78: tensor<384xf32>, %arg79: tensor<384x1536xf32>, %arg80: tensor<1536xf32>, %arg81: tensor<1536x384xf32>, %arg82: tensor<384xf32>, %arg83: tensor<384xf32>, %arg84: tensor<7x7x1x384xf32>, %arg85: tensor<384xf32>, %arg86: tensor<384xf32>, %arg87: tensor<384xf32>, %arg88: tensor<384x1536xf32>, %arg89: tensor<1536xf32>, %arg90: tensor<1536x384xf32>, %arg91: tensor<384xf32>, %arg92: tensor<384xf32>, %arg93: tensor<7x7x1x384xf32>, %arg94: tensor<384xf32>, %arg95: tensor<384xf32>, %arg96: tensor<384xf32>, %arg97: tensor<384x1536xf32>, %arg98: tensor<1536xf32>, %arg99: tensor<1536x384xf32>, %arg100: tensor<384xf32>, %arg101: tensor<384xf32>, %arg102: tensor<7x7x1x384xf32>, %arg103: tensor<384xf32>, %arg104: tensor<384xf32>, %arg105: tensor<384xf32>, %arg106: tensor<384x1536xf32>, %arg107: tensor<1536xf32>, %arg108: tensor<1536x384xf32>, %arg109: tensor<384xf32>, %arg110: tensor<384xf32>, %arg111: tensor<7x7x1x384xf32>, %arg112: tensor<384xf32>, %arg113: tensor<384xf32>, %arg114: tensor<384xf32>, %arg115: tensor<384x1536xf32>, %arg116: tensor<1536xf32>, %arg117: tensor<1536x384xf32>, %arg118: tensor<384xf32>, %arg119: tensor<384xf32>, %arg120: tensor<7x7x1x384xf32>, %arg121: tensor<384xf32>, %arg122: tensor<384xf32>, %arg123: tensor<384xf32>, %arg124: tensor<384x1536xf32>, %arg125: tensor<1536xf32>, %arg126: tensor<1536x384xf32>, %arg127: tensor<384xf32>, %arg128: tensor<384xf32>, %arg129: tensor<7x7x1x384xf32>, %arg130: tensor<384xf32>, %arg131: tensor<384xf32>, %arg132: tensor<384xf32>, %arg133: tensor<384x1536xf32>, %arg134: tensor<1536xf32>, %arg135: tensor<1536x384xf32>, %arg136: tensor<384xf32>, %arg137: tensor<384xf32>, %arg138: tensor<7x7x1x384xf32>, %arg139: tensor<384xf32>, %arg140: tensor<384xf32>, %arg141: tensor<384xf32>, %arg142: tensor<384x1536xf32>, %arg143: tensor<1536xf32>, %arg144: tensor<1536x384xf32>, %arg145: tensor<384xf32>, %arg146: tensor<384xf32>, %arg147: tensor<384xf32>, %arg148: tensor<384xf32>, %arg149: tensor<2x2x384x768xf32>, %arg150: tensor<768xf32>, %arg151: tensor<7x7x1x768xf32>, %arg152: tensor<768xf32>, %arg153: tensor<768xf32>, %arg154: tensor<768xf32>, %arg155: tensor<768x3072xf32>, %arg156: tensor<3072xf32>, %arg157: tensor<3072x768xf32>, %arg158: tensor<768xf32>, %arg159: tensor<768xf32>, %arg160: tensor<7x7x1x768xf32>, %arg161: tensor<768xf32>, %arg162: tensor<768xf32>, %arg163: tensor<768xf32>, %arg164: tensor<768x3072xf32>, %arg165: tensor<3072xf32>, %arg166: tensor<3072x768xf32>, %arg167: tensor<768xf32>, %arg168: tensor<768xf32>, %arg169: tensor<7x7x1x768xf32>, %arg170: tensor<768xf32>, %arg171: tensor<768xf32>, %arg172: tensor<768xf32>, %arg173: tensor<768x3072xf32>, %arg174: tensor<3072xf32>, %arg175: tensor<3072x768xf32>, %arg176: tensor<768xf32>, %arg177: tensor<768xf32>, %arg178: tensor<768xf32>, %arg179: tensor<768xf32>, %arg180: tensor<768x10xf32>, %arg181: tensor<10xf32>, %arg182: tensor<1x32x32x3xf32>) -> (tensor<1x10xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[[[1.236750e+02, 1.162800e+02, 1.035300e+02]]]]> : tensor<1x1x1x3xf32>
    %cst_0 = stablehlo.constant dense<[[[[3409.97607, 3262.69434, 3291.89063]]]]> : tensor<1x1x1x3xf32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [0, 1, 2, 3] : (tensor<1x1x1x3xf32>) -> tensor<1x32x32x3xf32>
    %1 = stablehlo.subtract %arg182, %0 : tensor<1x32x32x3xf32>
    %2 = stablehlo.sqrt %cst_0 : tensor<1x1x1x3xf32>
    %cst_1 = stablehlo.constant dense<1.000000e-07> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<1x1x1x3xf32>
    %4 = stablehlo.maximum %2, %3 : tensor<1x1x1x3xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1, 2, 3] : (tensor<1x1x1x3xf32>) -> tensor<1x32x32x3xf32>
    %6 = stablehlo.divide %1, %5 : tensor<1x32x32x3xf32>
    %7 = stablehlo.convolution(%6, %arg0) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [4, 4], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x32x32x3xf32>, tensor<4x4x3x96xf32>) -> tensor<1x8x8x96xf32>
    %8 = stablehlo.reshape %arg1 : (tensor<96xf32>) -> tensor<1x1x1x96xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2, 3] : (tensor<1x1x1x96xf32>) -> tensor<1x8x8x96xf32>
    %10 = stablehlo.add %7, %9 : tensor<1x8x8x96xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%10 init: %cst_2) applies stablehlo.add across dimensions = [3] : (tensor<1x8x8x96xf32>, tensor<f32>) -> tensor<1x8x8xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2] : (tensor<1x8x8xf32>) -> tensor<1x8x8x1xf32>
    %cst_3 = stablehlo.constant dense<9.600000e+01> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<1x8x8x1xf32>
    %14 = stablehlo.divide %12, %13 : tensor<1x8x8x1xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %15 = call @_var(%10, %c) : (tensor<1x8x8x96xf32>, tensor<i32>) -> tensor<1x8x8x1xf32>
    %16 = stablehlo.reshape %arg2 : (tensor<96xf32>) -> tensor<1x1x1x96xf32>
    %17 = stablehlo.reshape %arg3 : (tensor<96xf32>) -> tensor<1x1x1x96xf32>
    %cst_4 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<1x8x8x1xf32>
    %19 = stablehlo.add %15, %18 : tensor<1x8x8x1xf32>
    %20 = stablehlo.rsqrt %19 : tensor<1x8x8x1xf32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [0, 1, 2, 3] : (tensor<1x8x8x1xf32>) -> tensor<1x8x8x96xf32>
    %22 = stablehlo.broadcast_in_dim %16, dims = [0, 1, 2, 3] : (tensor<1x1x1x96xf32>) -> tensor<1x8x8x96xf32>
    %23 = stablehlo.multiply %21, %22 : tensor<1x8x8x96xf32>
    %24 = stablehlo.negate %14 : tensor<1x8x8x1xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [0, 1, 2, 3] : (tensor<1x8x8x1xf32>) -> tensor<1x8x8x96xf32>
    %26 = stablehlo.multiply %25, %23 : tensor<1x8x8x96xf32>
    %27 = stablehlo.broadcast_in_dim %17, dims = [0, 1, 2, 3] : (tensor<1x1x1x96xf32>) -> tensor<1x8x8x96xf32>
    %28 = stablehlo.add %26, %27 : tensor<1x8x8x96xf32>
    %29 = stablehlo.multiply %10, %23 : tensor<1x8x8x96xf32>
    %30 = stablehlo.add %29, %28 : tensor<1x8x8x96xf32>
    %31 = stablehlo.convolution(%30, %arg4) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 96 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x8x8x96xf32>, tensor<7x7x1x96xf32>) -> tensor<1x8x8x96xf32>
    %32 = stablehlo.reshape %arg5 : (tensor<96xf32>) -> tensor<1x1x1x96xf32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0, 1, 2, 3] : (tensor<1x1x1x96xf32>) -> tensor<1x8x8x96xf32>
    %34 = stablehlo.add %31, %33 : tensor<1x8x8x96xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %35 = stablehlo.reduce(%34 init: %cst_5) applies stablehlo.add across dimensions = [3] : (tensor<1x8x8x96xf32>, tensor<f32>) -> tensor<1x8x8xf32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [0, 1, 2] : (tensor<1x8x8xf32>) -> tensor<1x8x8x1xf32>
    %cst_6 = stablehlo.constant dense<9.600000e+01> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<1x8x8x1xf32>
    %38 = stablehlo.divide %36, %37 : tensor<1x8x8x1xf32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %39 = call @_var(%34, %c_7) : (tensor<1x8x8x96xf32>, tensor<i32>) -> tensor<1x8x8x1xf32>
    %40 = stablehlo.reshape %arg6 : (tensor<96xf32>) -> tensor<1x1x1x96xf32>
    %41 = stablehlo.reshape %arg7 : (tensor<96xf32>) -> tensor<1x1x1x96xf32>
    %cst_8 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<1x8x8x1xf32>
    %43 = stablehlo.add %39, %42 : tensor<1x8x8x1xf32>
    %44 = stablehlo.rsqrt %43 : tensor<1x8x8x1xf32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2, 3] : (tensor<1x8x8x1xf32>) -> tensor<1x8x8x96xf32>
    %46 = stablehlo.broadcast_in_dim %40, dims = [0, 1, 2, 3] : (tensor<1x1x1x96xf32>) -> tensor<1x8x8x96xf32>
    %47 = stablehlo.multiply %45, %46 : tensor<1x8x8x96xf32>
    %48 = stablehlo.negate %38 : tensor<1x8x8x1xf32>
    %49 = stablehlo.broadcast_in_dim %48, dims = [0, 1, 2, 3] : (tensor<1x8x8x1xf32>) -> tensor<1x8x8x96xf32>
    %50 = stablehlo.multiply %49, %47 : tensor<1x8x8x96xf32>
    %51 = stablehlo.broadcast_in_dim %41, dims = [0, 1, 2, 3] : (tensor<1x1x1x96xf32>) -> tensor<1x8x8x96xf32>
    %52 = stablehlo.add %50, %51 : tensor<1x8x8x96xf32>
    %53 = stablehlo.multiply %34, %47 : tensor<1x8x8x96xf32>
    %54 = stablehlo.add %53, %52 : tensor<1x8x8x96xf32>
    %55 = stablehlo.dot_general %54, %arg8, contracting_dims = [3] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x8x8x96xf32>, tensor<96x384xf32>) -> tensor<1x8x8x384xf32>
    %56 = stablehlo.broadcast_in_dim %arg9, dims = [3] : (tensor<384xf32>) -> tensor<1x1x1x384xf32>
    %57 = stablehlo.broadcast_in_dim %56, dims = [0, 1, 2, 3] : (tensor<1x1x1x384xf32>) -> tensor<1x8x8x384xf32>
    %58 = stablehlo.add %55, %57 : tensor<1x8x8x384xf32>
    %cst_9 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %59 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<1x8x8x384xf32>
    %60 = stablehlo.multiply %59, %58 : tensor<1x8x8x384xf32>
    %61 = stablehlo.negate %58 : tensor<1x8x8x384xf32>
    %cst_10 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %62 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<1x8x8x384xf32>
    %63 = stablehlo.multiply %61, %62 : tensor<1x8x8x384xf32>
    %64 = chlo.erfc %63 : tensor<1x8x8x384xf32> -> tensor<1x8x8x384xf32>
    %65 = stablehlo.multiply %60, %64 : tensor<1x8x8x384xf32>
    %66 = stablehlo.dot_general %65, %arg10, contracting_dims = [3] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x8x8x384xf32>, tensor<384x96xf32>) -> tensor<1x8x8x96xf32>
    %67 = stablehlo.broadcast_in_dim %arg11, dims = [3] : (tensor<96xf32>) -> tensor<1x1x1x96xf32>
    %68 = stablehlo.broadcast_in_dim %67, dims = [0, 1, 2, 3] : (tensor<1x1x1x96xf32>) -> tensor<1x8x8x96xf32>
    %69 = stablehlo.add %66, %68 : tensor<1x8x8x96xf32>
    %70 = stablehlo.broadcast_in_dim %arg12, dims = [3] : (tensor<96xf32>) -> tensor<1x1x1x96xf32>
    %71 = stablehlo.broadcast_in_dim %70, dims = [0, 1, 2, 3] : (tensor<1x1x1x96xf32>) -> tensor<1x8x8x96xf32>
    %72 = stablehlo.multiply %69, %71 : tensor<1x8x8x96xf32>
    %73 = stablehlo.add %30, %72 : tensor<1x8x8x96xf32>
    %74 = stablehlo.convolution(%73, %arg13) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 96 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x8x8x96xf32>, tensor<7x7x1x96xf32>) -> tensor<1x8x8x96xf32>
    %75 = stablehlo.reshape %arg14 : (tensor<96xf32>) -> tensor<1x1x1x96xf32>
    %76 = stablehlo.broadcast_in_dim %75, dims = [0, 1, 2, 3] : (tensor<1x1x1x96xf32>) -> tensor<1x8x8x96xf32>
    %77 = stablehlo.add %74, %76 : tensor<1x8x8x96xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %78 = stablehlo.reduce(%77 init: %cst_11) applies stablehlo.add across dimensions = [3] : (tensor<1x8x8x96xf32>, tensor<f32>) -> tensor<1x8x8xf32>
    %79 = stablehlo.broadcast_in_dim %78, dims = [0, 1, 2] : (tensor<1x8x8xf32>) -> tensor<1x8x8x1xf32>
    %cst_12 = stablehlo.constant dense<9.600000e+01> : tensor<f32>
    %80 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<1x8x8x1xf32>
    %81 = stablehlo.divide %79, %80 : tensor<1x8x8x1xf32>
    %c_13 = stablehlo.constant dense<0> : tensor<i32>
    %82 = call @_var(%77, %c_13) : (tensor<1x8x8x96xf32>, tensor<i32>) -> tensor<1x8x8x1xf32>
    %83 = stablehlo.reshape %arg15 : (tensor<96xf32>) -> tensor<1x1x1x96xf32>
    %84 = stablehlo.reshape %arg16 : (tensor<96xf32>) -> tensor<1x1x1x96xf32>
    %cst_14 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %85 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<1x8x8x1xf32>
    %86 = stablehlo.add %82, %85 : tensor<1x8x8x1xf32>
    %87 = stablehlo.rsqrt %86 : tensor<1x8x8x1xf32>
    %88 = stablehlo.broadcast_in_dim %87, dims = [0, 1, 2, 3] : (tensor<1x8x8x1xf32>) -> tensor<1x8x8x96xf32>
    %89 = stablehlo.broadcast_in_dim %83, dims = [0, 1, 2, 3] : (tensor<1x1x1x96xf32>) -> tensor<1x8x8x96xf32>
    %90 = stablehlo.multiply %88, %89 : tensor<1x8x8x96xf32>
    %91 = stablehlo.negate %81 : tensor<1x8x8x1xf32>
    %92 = stablehlo.broadcast_in_dim %91, dims = [0, 1, 2, 3] : (tensor<1x8x8x1xf32>) -> tensor<1x8x8x96xf32>
    %93 = stablehlo.multiply %92, %90 : tensor<1x8x8x96xf32>
    %94 = stablehlo.broadcast_in_dim %84, dims = [0, 1, 2, 3] : (tensor<1x1x1x96xf32>) -> tensor<1x8x8x96xf32>
    %95 = stablehlo.add %93, %94 : tensor<1x8x8x96xf32>
    %96 = stablehlo.multiply %77, %90 : tensor<1x8x8x96xf32>
    %97 = stablehlo.add %96, %95 : tensor<1x8x8x96xf32>
    %98 = stablehlo.dot_general %97, %arg17, contracting_dims = [3] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x8x8x96xf32>, tensor<96x384xf32>) -> tensor<1x8x8x384xf32>
    %99 = stablehlo.broadcast_in_dim %arg18, dims = [3] : (tensor<384xf32>) -> tensor<1x1x1x384xf32>
    %100 = stablehlo.broadcast_in_dim %99, dims = [0, 1, 2, 3] : (tensor<1x1x1x384xf32>) -> tensor<1x8x8x384xf32>
    %101 = stablehlo.add %98, %100 : tensor<1x8x8x384xf32>
    %cst_15 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %102 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<1x8x8x384xf32>
    %103 = stablehlo.multiply %102, %101 : tensor<1x8x8x384xf32>
    %104 = stablehlo.negate %101 : tensor<1x8x8x384xf32>
    %cst_16 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %105 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<1x8x8x384xf32>
    %106 = stablehlo.multiply %104, %105 : tensor<1x8x8x384xf32>
    %107 = chlo.erfc %106 : tensor<1x8x8x384xf32> -> tensor<1x8x8x384xf32>
    %108 = stablehlo.multiply %103, %107 : tensor<1x8x8x384xf32>
    %109 = stablehlo.dot_general %108, %arg19, contracting_dims = [3] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x8x8x384xf32>, tensor<384x96xf32>) -> tensor<1x8x8x96xf32>
    %110 = stablehlo.broadcast_in_dim %arg20, dims = [3] : (tensor<96xf32>) -> tensor<1x1x1x96xf32>
    %111 = stablehlo.broadcast_in_dim %110, dims = [0, 1, 2, 3] : (tensor<1x1x1x96xf32>) -> tensor<1x8x8x96xf32>
    %112 = stablehlo.add %109, %111 : tensor<1x8x8x96xf32>
    %113 = stablehlo.broadcast_in_dim %arg21, dims = [3] : (tensor<96xf32>) -> tensor<1x1x1x96xf32>
    %114 = stablehlo.broadcast_in_dim %113, dims = [0, 1, 2, 3] : (tensor<1x1x1x96xf32>) -> tensor<1x8x8x96xf32>
    %115 = stablehlo.multiply %112, %114 : tensor<1x8x8x96xf32>
    %116 = stablehlo.add %73, %115 : tensor<1x8x8x96xf32>
    %117 = stablehlo.convolution(%116, %arg22) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 96 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x8x8x96xf32>, tensor<7x7x1x96xf32>) -> tensor<1x8x8x96xf32>
    %118 = stablehlo.reshape %arg23 : (tensor<96xf32>) -> tensor<1x1x1x96xf32>
    %119 = stablehlo.broadcast_in_dim %118, dims = [0, 1, 2, 3] : (tensor<1x1x1x96xf32>) -> tensor<1x8x8x96xf32>
    %120 = stablehlo.add %117, %119 : tensor<1x8x8x96xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %121 = stablehlo.reduce(%120 init: %cst_17) applies stablehlo.add across dimensions = [3] : (tensor<1x8x8x96xf32>, tensor<f32>) -> tensor<1x8x8xf32>
    %122 = stablehlo.broadcast_in_dim %121, dims = [0, 1, 2] : (tensor<1x8x8xf32>) -> tensor<1x8x8x1xf32>
    %cst_18 = stablehlo.constant dense<9.600000e+01> : tensor<f32>
    %123 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<1x8x8x1xf32>
    %124 = stablehlo.divide %122, %123 : tensor<1x8x8x1xf32>
    %c_19 = stablehlo.constant dense<0> : tensor<i32>
    %125 = call @_var(%120, %c_19) : (tensor<1x8x8x96xf32>, tensor<i32>) -> tensor<1x8x8x1xf32>
    %126 = stablehlo.reshape %arg24 : (tensor<96xf32>) -> tensor<1x1x1x96xf32>
    %127 = stablehlo.reshape %arg25 : (tensor<96xf32>) -> tensor<1x1x1x96xf32>
    %cst_20 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %128 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<1x8x8x1xf32>
    %129 = stablehlo.add %125, %128 : tensor<1x8x8x1xf32>
    %130 = stablehlo.rsqrt %129 : tensor<1x8x8x1xf32>
    %131 = stablehlo.broadcast_in_dim %130, dims = [0, 1, 2, 3] : (tensor<1x8x8x1xf32>) -> tensor<1x8x8x96xf32>
    %132 = stablehlo.broadcast_in_dim %126, dims = [0, 1, 2, 3] : (tensor<1x1x1x96xf32>) -> tensor<1x8x8x96xf32>
    %133 = stablehlo.multiply %131, %132 : tensor<1x8x8x96xf32>
    %134 = stablehlo.negate %124 : tensor<1x8x8x1xf32>
    %135 = stablehlo.broadcast_in_dim %134, dims = [0, 1, 2, 3] : (tensor<1x8x8x1xf32>) -> tensor<1x8x8x96xf32>
    %136 = stablehlo.multiply %135, %133 : tensor<1x8x8x96xf32>
    %137 = stablehlo.broadcast_in_dim %127, dims = [0, 1, 2, 3] : (tensor<1x1x1x96xf32>) -> tensor<1x8x8x96xf32>
    %138 = stablehlo.add %136, %137 : tensor<1x8x8x96xf32>
    %139 = stablehlo.multiply %120, %133 : tensor<1x8x8x96xf32>
    %140 = stablehlo.add %139, %138 : tensor<1x8x8x96xf32>
    %141 = stablehlo.dot_general %140, %arg26, contracting_dims = [3] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x8x8x96xf32>, tensor<96x384xf32>) -> tensor<1x8x8x384xf32>
    %142 = stablehlo.broadcast_in_dim %arg27, dims = [3] : (tensor<384xf32>) -> tensor<1x1x1x384xf32>
    %143 = stablehlo.broadcast_in_dim %142, dims = [0, 1, 2, 3] : (tensor<1x1x1x384xf32>) -> tensor<1x8x8x384xf32>
    %144 = stablehlo.add %141, %143 : tensor<1x8x8x384xf32>
    %cst_21 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %145 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<1x8x8x384xf32>
    %146 = stablehlo.multiply %145, %144 : tensor<1x8x8x384xf32>
    %147 = stablehlo.negate %144 : tensor<1x8x8x384xf32>
    %cst_22 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %148 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<1x8x8x384xf32>
    %149 = stablehlo.multiply %147, %148 : tensor<1x8x8x384xf32>
    %150 = chlo.erfc %149 : tensor<1x8x8x384xf32> -> tensor<1x8x8x384xf32>
    %151 = stablehlo.multiply %146, %150 : tensor<1x8x8x384xf32>
    %152 = stablehlo.dot_general %151, %arg28, contracting_dims = [3] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x8x8x384xf32>, tensor<384x96xf32>) -> tensor<1x8x8x96xf32>
    %153 = stablehlo.broadcast_in_dim %arg29, dims = [3] : (tensor<96xf32>) -> tensor<1x1x1x96xf32>
    %154 = stablehlo.broadcast_in_dim %153, dims = [0, 1, 2, 3] : (tensor<1x1x1x96xf32>) -> tensor<1x8x8x96xf32>
    %155 = stablehlo.add %152, %154 : tensor<1x8x8x96xf32>
    %156 = stablehlo.broadcast_in_dim %arg30, dims = [3] : (tensor<96xf32>) -> tensor<1x1x1x96xf32>
    %157 = stablehlo.broadcast_in_dim %156, dims = [0, 1, 2, 3] : (tensor<1x1x1x96xf32>) -> tensor<1x8x8x96xf32>
    %158 = stablehlo.multiply %155, %157 : tensor<1x8x8x96xf32>
    %159 = stablehlo.add %116, %158 : tensor<1x8x8x96xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %160 = stablehlo.reduce(%159 init: %cst_23) applies stablehlo.add across dimensions = [3] : (tensor<1x8x8x96xf32>, tensor<f32>) -> tensor<1x8x8xf32>
    %161 = stablehlo.broadcast_in_dim %160, dims = [0, 1, 2] : (tensor<1x8x8xf32>) -> tensor<1x8x8x1xf32>
    %cst_24 = stablehlo.constant dense<9.600000e+01> : tensor<f32>
    %162 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<1x8x8x1xf32>
    %163 = stablehlo.divide %161, %162 : tensor<1x8x8x1xf32>
    %c_25 = stablehlo.constant dense<0> : tensor<i32>
    %164 = call @_var(%159, %c_25) : (tensor<1x8x8x96xf32>, tensor<i32>) -> tensor<1x8x8x1xf32>
    %165 = stablehlo.reshape %arg31 : (tensor<96xf32>) -> tensor<1x1x1x96xf32>
    %166 = stablehlo.reshape %arg32 : (tensor<96xf32>) -> tensor<1x1x1x96xf32>
    %cst_26 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %167 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<1x8x8x1xf32>
    %168 = stablehlo.add %164, %167 : tensor<1x8x8x1xf32>
    %169 = stablehlo.rsqrt %168 : tensor<1x8x8x1xf32>
    %170 = stablehlo.broadcast_in_dim %169, dims = [0, 1, 2, 3] : (tensor<1x8x8x1xf32>) -> tensor<1x8x8x96xf32>
    %171 = stablehlo.broadcast_in_dim %165, dims = [0, 1, 2, 3] : (tensor<1x1x1x96xf32>) -> tensor<1x8x8x96xf32>
    %172 = stablehlo.multiply %170, %171 : tensor<1x8x8x96xf32>
    %173 = stablehlo.negate %163 : tensor<1x8x8x1xf32>
    %174 = stablehlo.broadcast_in_dim %173, dims = [0, 1, 2, 3] : (tensor<1x8x8x1xf32>) -> tensor<1x8x8x96xf32>
    %175 = stablehlo.multiply %174, %172 : tensor<1x8x8x96xf32>
    %176 = stablehlo.broadcast_in_dim %166, dims = [0, 1, 2, 3] : (tensor<1x1x1x96xf32>) -> tensor<1x8x8x96xf32>
    %177 = stablehlo.add %175, %176 : tensor<1x8x8x96xf32>
    %178 = stablehlo.multiply %159, %172 : tensor<1x8x8x96xf32>
    %179 = stablehlo.add %178, %177 : tensor<1x8x8x96xf32>
    %180 = stablehlo.convolution(%179, %arg33) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x8x8x96xf32>, tensor<2x2x96x192xf32>) -> tensor<1x4x4x192xf32>
    %181 = stablehlo.reshape %arg34 : (tensor<192xf32>) -> tensor<1x1x1x192xf32>
    %182 = stablehlo.broadcast_in_dim %181, dims = [0, 1, 2, 3] : (tensor<1x1x1x192xf32>) -> tensor<1x4x4x192xf32>
    %183 = stablehlo.add %180, %182 : tensor<1x4x4x192xf32>
    %184 = stablehlo.convolution(%183, %arg35) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 192 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x4x4x192xf32>, tensor<7x7x1x192xf32>) -> tensor<1x4x4x192xf32>
    %185 = stablehlo.reshape %arg36 : (tensor<192xf32>) -> tensor<1x1x1x192xf32>
    %186 = stablehlo.broadcast_in_dim %185, dims = [0, 1, 2, 3] : (tensor<1x1x1x192xf32>) -> tensor<1x4x4x192xf32>
    %187 = stablehlo.add %184, %186 : tensor<1x4x4x192xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %188 = stablehlo.reduce(%187 init: %cst_27) applies stablehlo.add across dimensions = [3] : (tensor<1x4x4x192xf32>, tensor<f32>) -> tensor<1x4x4xf32>
    %189 = stablehlo.broadcast_in_dim %188, dims = [0, 1, 2] : (tensor<1x4x4xf32>) -> tensor<1x4x4x1xf32>
    %cst_28 = stablehlo.constant dense<1.920000e+02> : tensor<f32>
    %190 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<1x4x4x1xf32>
    %191 = stablehlo.divide %189, %190 : tensor<1x4x4x1xf32>
    %c_29 = stablehlo.constant dense<0> : tensor<i32>
    %192 = call @_var_0(%187, %c_29) : (tensor<1x4x4x192xf32>, tensor<i32>) -> tensor<1x4x4x1xf32>
    %193 = stablehlo.reshape %arg37 : (tensor<192xf32>) -> tensor<1x1x1x192xf32>
    %194 = stablehlo.reshape %arg38 : (tensor<192xf32>) -> tensor<1x1x1x192xf32>
    %cst_30 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %195 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<1x4x4x1xf32>
    %196 = stablehlo.add %192, %195 : tensor<1x4x4x1xf32>
    %197 = stablehlo.rsqrt %196 : tensor<1x4x4x1xf32>
    %198 = stablehlo.broadcast_in_dim %197, dims = [0, 1, 2, 3] : (tensor<1x4x4x1xf32>) -> tensor<1x4x4x192xf32>
    %199 = stablehlo.broadcast_in_dim %193, dims = [0, 1, 2, 3] : (tensor<1x1x1x192xf32>) -> tensor<1x4x4x192xf32>
    %200 = stablehlo.multiply %198, %199 : tensor<1x4x4x192xf32>
    %201 = stablehlo.negate %191 : tensor<1x4x4x1xf32>
    %202 = stablehlo.broadcast_in_dim %201, dims = [0, 1, 2, 3] : (tensor<1x4x4x1xf32>) -> tensor<1x4x4x192xf32>
    %203 = stablehlo.multiply %202, %200 : tensor<1x4x4x192xf32>
    %204 = stablehlo.broadcast_in_dim %194, dims = [0, 1, 2, 3] : (tensor<1x1x1x192xf32>) -> tensor<1x4x4x192xf32>
    %205 = stablehlo.add %203, %204 : tensor<1x4x4x192xf32>
    %206 = stablehlo.multiply %187, %200 : tensor<1x4x4x192xf32>
    %207 = stablehlo.add %206, %205 : tensor<1x4x4x192xf32>
    %208 = stablehlo.dot_general %207, %arg39, contracting_dims = [3] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x4x4x192xf32>, tensor<192x768xf32>) -> tensor<1x4x4x768xf32>
    %209 = stablehlo.broadcast_in_dim %arg40, dims = [3] : (tensor<768xf32>) -> tensor<1x1x1x768xf32>
    %210 = stablehlo.broadcast_in_dim %209, dims = [0, 1, 2, 3] : (tensor<1x1x1x768xf32>) -> tensor<1x4x4x768xf32>
    %211 = stablehlo.add %208, %210 : tensor<1x4x4x768xf32>
    %cst_31 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %212 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<1x4x4x768xf32>
    %213 = stablehlo.multiply %212, %211 : tensor<1x4x4x768xf32>
    %214 = stablehlo.negate %211 : tensor<1x4x4x768xf32>
    %cst_32 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %215 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<1x4x4x768xf32>
    %216 = stablehlo.multiply %214, %215 : tensor<1x4x4x768xf32>
    %217 = chlo.erfc %216 : tensor<1x4x4x768xf32> -> tensor<1x4x4x768xf32>
    %218 = stablehlo.multiply %213, %217 : tensor<1x4x4x768xf32>
    %219 = stablehlo.dot_general %218, %arg41, contracting_dims = [3] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x4x4x768xf32>, tensor<768x192xf32>) -> tensor<1x4x4x192xf32>
    %220 = stablehlo.broadcast_in_dim %arg42, dims = [3] : (tensor<192xf32>) -> tensor<1x1x1x192xf32>
    %221 = stablehlo.broadcast_in_dim %220, dims = [0, 1, 2, 3] : (tensor<1x1x1x192xf32>) -> tensor<1x4x4x192xf32>
    %222 = stablehlo.add %219, %221 : tensor<1x4x4x192xf32>
    %223 = stablehlo.broadcast_in_dim %arg43, dims = [3] : (tensor<192xf32>) -> tensor<1x1x1x192xf32>
    %224 = stablehlo.broadcast_in_dim %223, dims = [0, 1, 2, 3] : (tensor<1x1x1x192xf32>) -> tensor<1x4x4x192xf32>
    %225 = stablehlo.multiply %222, %224 : tensor<1x4x4x192xf32>
    %226 = stablehlo.add %183, %225 : tensor<1x4x4x192xf32>
    %227 = stablehlo.convolution(%226, %arg44) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 192 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x4x4x192xf32>, tensor<7x7x1x192xf32>) -> tensor<1x4x4x192xf32>
    %228 = stablehlo.reshape %arg45 : (tensor<192xf32>) -> tensor<1x1x1x192xf32>
    %229 = stablehlo.broadcast_in_dim %228, dims = [0, 1, 2, 3] : (tensor<1x1x1x192xf32>) -> tensor<1x4x4x192xf32>
    %230 = stablehlo.add %227, %229 : tensor<1x4x4x192xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %231 = stablehlo.reduce(%230 init: %cst_33) applies stablehlo.add across dimensions = [3] : (tensor<1x4x4x192xf32>, tensor<f32>) -> tensor<1x4x4xf32>
    %232 = stablehlo.broadcast_in_dim %231, dims = [0, 1, 2] : (tensor<1x4x4xf32>) -> tensor<1x4x4x1xf32>
    %cst_34 = stablehlo.constant dense<1.920000e+02> : tensor<f32>
    %233 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<1x4x4x1xf32>
    %234 = stablehlo.divide %232, %233 : tensor<1x4x4x1xf32>
    %c_35 = stablehlo.constant dense<0> : tensor<i32>
    %235 = call @_var_0(%230, %c_35) : (tensor<1x4x4x192xf32>, tensor<i32>) -> tensor<1x4x4x1xf32>
    %236 = stablehlo.reshape %arg46 : (tensor<192xf32>) -> tensor<1x1x1x192xf32>
    %237 = stablehlo.reshape %arg47 : (tensor<192xf32>) -> tensor<1x1x1x192xf32>
    %cst_36 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %238 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<1x4x4x1xf32>
    %239 = stablehlo.add %235, %238 : tensor<1x4x4x1xf32>
    %240 = stablehlo.rsqrt %239 : tensor<1x4x4x1xf32>
    %241 = stablehlo.broadcast_in_dim %240, dims = [0, 1, 2, 3] : (tensor<1x4x4x1xf32>) -> tensor<1x4x4x192xf32>
    %242 = stablehlo.broadcast_in_dim %236, dims = [0, 1, 2, 3] : (tensor<1x1x1x192xf32>) -> tensor<1x4x4x192xf32>
    %243 = stablehlo.multiply %241, %242 : tensor<1x4x4x192xf32>
    %244 = stablehlo.negate %234 : tensor<1x4x4x1xf32>
    %245 = stablehlo.broadcast_in_dim %244, dims = [0, 1, 2, 3] : (tensor<1x4x4x1xf32>) -> tensor<1x4x4x192xf32>
    %246 = stablehlo.multiply %245, %243 : tensor<1x4x4x192xf32>
    %247 = stablehlo.broadcast_in_dim %237, dims = [0, 1, 2, 3] : (tensor<1x1x1x192xf32>) -> tensor<1x4x4x192xf32>
    %248 = stablehlo.add %246, %247 : tensor<1x4x4x192xf32>
    %249 = stablehlo.multiply %230, %243 : tensor<1x4x4x192xf32>
    %250 = stablehlo.add %249, %248 : tensor<1x4x4x192xf32>
    %251 = stablehlo.dot_general %250, %arg48, contracting_dims = [3] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x4x4x192xf32>, tensor<192x768xf32>) -> tensor<1x4x4x768xf32>
    %252 = stablehlo.broadcast_in_dim %arg49, dims = [3] : (tensor<768xf32>) -> tensor<1x1x1x768xf32>
    %253 = stablehlo.broadcast_in_dim %252, dims = [0, 1, 2, 3] : (tensor<1x1x1x768xf32>) -> tensor<1x4x4x768xf32>
    %254 = stablehlo.add %251, %253 : tensor<1x4x4x768xf32>
    %cst_37 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %255 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<1x4x4x768xf32>
    %256 = stablehlo.multiply %255, %254 : tensor<1x4x4x768xf32>
    %257 = stablehlo.negate %254 : tensor<1x4x4x768xf32>
    %cst_38 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %258 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<1x4x4x768xf32>
    %259 = stablehlo.multiply %257, %258 : tensor<1x4x4x768xf32>
    %260 = chlo.erfc %259 : tensor<1x4x4x768xf32> -> tensor<1x4x4x768xf32>
    %261 = stablehlo.multiply %256, %260 : tensor<1x4x4x768xf32>
    %262 = stablehlo.dot_general %261, %arg50, contracting_dims = [3] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x4x4x768xf32>, tensor<768x192xf32>) -> tensor<1x4x4x192xf32>
    %263 = stablehlo.broadcast_in_dim %arg51, dims = [3] : (tensor<192xf32>) -> tensor<1x1x1x192xf32>
    %264 = stablehlo.broadcast_in_dim %263, dims = [0, 1, 2, 3] : (tensor<1x1x1x192xf32>) -> tensor<1x4x4x192xf32>
    %265 = stablehlo.add %262, %264 : tensor<1x4x4x192xf32>
    %266 = stablehlo.broadcast_in_dim %arg52, dims = [3] : (tensor<192xf32>) -> tensor<1x1x1x192xf32>
    %267 = stablehlo.broadcast_in_dim %266, dims = [0, 1, 2, 3] : (tensor<1x1x1x192xf32>) -> tensor<1x4x4x192xf32>
    %268 = stablehlo.multiply %265, %267 : tensor<1x4x4x192xf32>
    %269 = stablehlo.add %226, %268 : tensor<1x4x4x192xf32>
    %270 = stablehlo.convolution(%269, %arg53) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 192 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x4x4x192xf32>, tensor<7x7x1x192xf32>) -> tensor<1x4x4x192xf32>
    %271 = stablehlo.reshape %arg54 : (tensor<192xf32>) -> tensor<1x1x1x192xf32>
    %272 = stablehlo.broadcast_in_dim %271, dims = [0, 1, 2, 3] : (tensor<1x1x1x192xf32>) -> tensor<1x4x4x192xf32>
    %273 = stablehlo.add %270, %272 : tensor<1x4x4x192xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %274 = stablehlo.reduce(%273 init: %cst_39) applies stablehlo.add across dimensions = [3] : (tensor<1x4x4x192xf32>, tensor<f32>) -> tensor<1x4x4xf32>
    %275 = stablehlo.broadcast_in_dim %274, dims = [0, 1, 2] : (tensor<1x4x4xf32>) -> tensor<1x4x4x1xf32>
    %cst_40 = stablehlo.constant dense<1.920000e+02> : tensor<f32>
    %276 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<1x4x4x1xf32>
    %277 = stablehlo.divide %275, %276 : tensor<1x4x4x1xf32>
    %c_41 = stablehlo.constant dense<0> : tensor<i32>
    %278 = call @_var_0(%273, %c_41) : (tensor<1x4x4x192xf32>, tensor<i32>) -> tensor<1x4x4x1xf32>
    %279 = stablehlo.reshape %arg55 : (tensor<192xf32>) -> tensor<1x1x1x192xf32>
    %280 = stablehlo.reshape %arg56 : (tensor<192xf32>) -> tensor<1x1x1x192xf32>
    %cst_42 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %281 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<1x4x4x1xf32>
    %282 = stablehlo.add %278, %281 : tensor<1x4x4x1xf32>
    %283 = stablehlo.rsqrt %282 : tensor<1x4x4x1xf32>
    %284 = stablehlo.broadcast_in_dim %283, dims = [0, 1, 2, 3] : (tensor<1x4x4x1xf32>) -> tensor<1x4x4x192xf32>
    %285 = stablehlo.broadcast_in_dim %279, dims = [0, 1, 2, 3] : (tensor<1x1x1x192xf32>) -> tensor<1x4x4x192xf32>
    %286 = stablehlo.multiply %284, %285 : tensor<1x4x4x192xf32>
    %287 = stablehlo.negate %277 : tensor<1x4x4x1xf32>
    %288 = stablehlo.broadcast_in_dim %287, dims = [0, 1, 2, 3] : (tensor<1x4x4x1xf32>) -> tensor<1x4x4x192xf32>
    %289 = stablehlo.multiply %288, %286 : tensor<1x4x4x192xf32>
    %290 = stablehlo.broadcast_in_dim %280, dims = [0, 1, 2, 3] : (tensor<1x1x1x192xf32>) -> tensor<1x4x4x192xf32>
    %291 = stablehlo.add %289, %290 : tensor<1x4x4x192xf32>
    %292 = stablehlo.multiply %273, %286 : tensor<1x4x4x192xf32>
    %293 = stablehlo.add %292, %291 : tensor<1x4x4x192xf32>
    %294 = stablehlo.dot_general %293, %arg57, contracting_dims = [3] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x4x4x192xf32>, tensor<192x768xf32>) -> tensor<1x4x4x768xf32>
    %295 = stablehlo.broadcast_in_dim %arg58, dims = [3] : (tensor<768xf32>) -> tensor<1x1x1x768xf32>
    %296 = stablehlo.broadcast_in_dim %295, dims = [0, 1, 2, 3] : (tensor<1x1x1x768xf32>) -> tensor<1x4x4x768xf32>
    %297 = stablehlo.add %294, %296 : tensor<1x4x4x768xf32>
    %cst_43 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %298 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<1x4x4x768xf32>
    %299 = stablehlo.multiply %298, %297 : tensor<1x4x4x768xf32>
    %300 = stablehlo.negate %297 : tensor<1x4x4x768xf32>
    %cst_44 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %301 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<1x4x4x768xf32>
    %302 = stablehlo.multiply %300, %301 : tensor<1x4x4x768xf32>
    %303 = chlo.erfc %302 : tensor<1x4x4x768xf32> -> tensor<1x4x4x768xf32>
    %304 = stablehlo.multiply %299, %303 : tensor<1x4x4x768xf32>
    %305 = stablehlo.dot_general %304, %arg59, contracting_dims = [3] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x4x4x768xf32>, tensor<768x192xf32>) -> tensor<1x4x4x192xf32>
    %306 = stablehlo.broadcast_in_dim %arg60, dims = [3] : (tensor<192xf32>) -> tensor<1x1x1x192xf32>
    %307 = stablehlo.broadcast_in_dim %306, dims = [0, 1, 2, 3] : (tensor<1x1x1x192xf32>) -> tensor<1x4x4x192xf32>
    %308 = stablehlo.add %305, %307 : tensor<1x4x4x192xf32>
    %309 = stablehlo.broadcast_in_dim %arg61, dims = [3] : (tensor<192xf32>) -> tensor<1x1x1x192xf32>
    %310 = stablehlo.broadcast_in_dim %309, dims = [0, 1, 2, 3] : (tensor<1x1x1x192xf32>) -> tensor<1x4x4x192xf32>
    %311 = stablehlo.multiply %308, %310 : tensor<1x4x4x192xf32>
    %312 = stablehlo.add %269, %311 : tensor<1x4x4x192xf32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %313 = stablehlo.reduce(%312 init: %cst_45) applies stablehlo.add across dimensions = [3] : (tensor<1x4x4x192xf32>, tensor<f32>) -> tensor<1x4x4xf32>
    %314 = stablehlo.broadcast_in_dim %313, dims = [0, 1, 2] : (tensor<1x4x4xf32>) -> tensor<1x4x4x1xf32>
    %cst_46 = stablehlo.constant dense<1.920000e+02> : tensor<f32>
    %315 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<1x4x4x1xf32>
    %316 = stablehlo.divide %314, %315 : tensor<1x4x4x1xf32>
    %c_47 = stablehlo.constant dense<0> : tensor<i32>
    %317 = call @_var_0(%312, %c_47) : (tensor<1x4x4x192xf32>, tensor<i32>) -> tensor<1x4x4x1xf32>
    %318 = stablehlo.reshape %arg62 : (tensor<192xf32>) -> tensor<1x1x1x192xf32>
    %319 = stablehlo.reshape %arg63 : (tensor<192xf32>) -> tensor<1x1x1x192xf32>
    %cst_48 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %320 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<1x4x4x1xf32>
    %321 = stablehlo.add %317, %320 : tensor<1x4x4x1xf32>
    %322 = stablehlo.rsqrt %321 : tensor<1x4x4x1xf32>
    %323 = stablehlo.broadcast_in_dim %322, dims = [0, 1, 2, 3] : (tensor<1x4x4x1xf32>) -> tensor<1x4x4x192xf32>
    %324 = stablehlo.broadcast_in_dim %318, dims = [0, 1, 2, 3] : (tensor<1x1x1x192xf32>) -> tensor<1x4x4x192xf32>
    %325 = stablehlo.multiply %323, %324 : tensor<1x4x4x192xf32>
    %326 = stablehlo.negate %316 : tensor<1x4x4x1xf32>
    %327 = stablehlo.broadcast_in_dim %326, dims = [0, 1, 2, 3] : (tensor<1x4x4x1xf32>) -> tensor<1x4x4x192xf32>
    %328 = stablehlo.multiply %327, %325 : tensor<1x4x4x192xf32>
    %329 = stablehlo.broadcast_in_dim %319, dims = [0, 1, 2, 3] : (tensor<1x1x1x192xf32>) -> tensor<1x4x4x192xf32>
    %330 = stablehlo.add %328, %329 : tensor<1x4x4x192xf32>
    %331 = stablehlo.multiply %312, %325 : tensor<1x4x4x192xf32>
    %332 = stablehlo.add %331, %330 : tensor<1x4x4x192xf32>
    %333 = stablehlo.convolution(%332, %arg64) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x4x4x192xf32>, tensor<2x2x192x384xf32>) -> tensor<1x2x2x384xf32>
    %334 = stablehlo.reshape %arg65 : (tensor<384xf32>) -> tensor<1x1x1x384xf32>
    %335 = stablehlo.broadcast_in_dim %334, dims = [0, 1, 2, 3] : (tensor<1x1x1x384xf32>) -> tensor<1x2x2x384xf32>
    %336 = stablehlo.add %333, %335 : tensor<1x2x2x384xf32>
    %337 = stablehlo.convolution(%336, %arg66) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 384 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x2x2x384xf32>, tensor<7x7x1x384xf32>) -> tensor<1x2x2x384xf32>
    %338 = stablehlo.reshape %arg67 : (tensor<384xf32>) -> tensor<1x1x1x384xf32>
    %339 = stablehlo.broadcast_in_dim %338, dims = [0, 1, 2, 3] : (tensor<1x1x1x384xf32>) -> tensor<1x2x2x384xf32>
    %340 = stablehlo.add %337, %339 : tensor<1x2x2x384xf32>
    %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %341 = stablehlo.reduce(%340 init: %cst_49) applies stablehlo.add across dimensions = [3] : (tensor<1x2x2x384xf32>, tensor<f32>) -> tensor<1x2x2xf32>
    %342 = stablehlo.broadcast_in_dim %341, dims = [0, 1, 2] : (tensor<1x2x2xf32>) -> tensor<1x2x2x1xf32>
    %cst_50 = stablehlo.constant dense<3.840000e+02> : tensor<f32>
    %343 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<1x2x2x1xf32>
    %344 = stablehlo.divide %342, %343 : tensor<1x2x2x1xf32>
    %c_51 = stablehlo.constant dense<0> : tensor<i32>
    %345 = call @_var_2(%340, %c_51) : (tensor<1x2x2x384xf32>, tensor<i32>) -> tensor<1x2x2x1xf32>
    %346 = stablehlo.reshape %arg68 : (tensor<384xf32>) -> tensor<1x1x1x384xf32>
    %347 = stablehlo.reshape %arg69 : (tensor<384xf32>) -> tensor<1x1x1x384xf32>
    %cst_52 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %348 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<1x2x2x1xf32>
    %349 = stablehlo.add %345, %348 : tensor<1x2x2x1xf32>
    %350 = stablehlo.rsqrt %349 : tensor<1x2x2x1xf32>
    %351 = stablehlo.broadcast_in_dim %350, dims = [0, 1, 2, 3] : (tensor<1x2x2x1xf32>) -> tensor<1x2x2x384xf32>
    %352 = stablehlo.broadcast_in_dim %346, dims = [0, 1, 2, 3] : (tensor<1x1x1x384xf32>) -> tensor<1x2x2x384xf32>
    %353 = stablehlo.multiply %351, %352 : tensor<1x2x2x384xf32>
    %354 = stablehlo.negate %344 : tensor<1x2x2x1xf32>
    %355 = stablehlo.broadcast_in_dim %354, dims = [0, 1, 2, 3] : (tensor<1x2x2x1xf32>) -> tensor<1x2x2x384xf32>
    %356 = stablehlo.multiply %355, %353 : tensor<1x2x2x384xf32>
    %357 = stablehlo.broadcast_in_dim %347, dims = [0, 1, 2, 3] : (tensor<1x1x1x384xf32>) -> tensor<1x2x2x384xf32>
    %358 = stablehlo.add %356, %357 : tensor<1x2x2x384xf32>
    %359 = stablehlo.multiply %340, %353 : tensor<1x2x2x384xf32>
    %360 = stablehlo.add %359, %358 : tensor<1x2x2x384xf32>
    %361 = stablehlo.dot_general %360, %arg70, contracting_dims = [3] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x2x2x384xf32>, tensor<384x1536xf32>) -> tensor<1x2x2x1536xf32>
    %362 = stablehlo.broadcast_in_dim %arg71, dims = [3] : (tensor<1536xf32>) -> tensor<1x1x1x1536xf32>
    %363 = stablehlo.broadcast_in_dim %362, dims = [0, 1, 2, 3] : (tensor<1x1x1x1536xf32>) -> tensor<1x2x2x1536xf32>
    %364 = stablehlo.add %361, %363 : tensor<1x2x2x1536xf32>
    %cst_53 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %365 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<1x2x2x1536xf32>
    %366 = stablehlo.multiply %365, %364 : tensor<1x2x2x1536xf32>
    %367 = stablehlo.negate %364 : tensor<1x2x2x1536xf32>
    %cst_54 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %368 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<1x2x2x1536xf32>
    %369 = stablehlo.multiply %367, %368 : tensor<1x2x2x1536xf32>
    %370 = chlo.erfc %369 : tensor<1x2x2x1536xf32> -> tensor<1x2x2x1536xf32>
    %371 = stablehlo.multiply %366, %370 : tensor<1x2x2x1536xf32>
    %372 = stablehlo.dot_general %371, %arg72, contracting_dims = [3] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x2x2x1536xf32>, tensor<1536x384xf32>) -> tensor<1x2x2x384xf32>
    %373 = stablehlo.broadcast_in_dim %arg73, dims = [3] : (tensor<384xf32>) -> tensor<1x1x1x384xf32>
    %374 = stablehlo.broadcast_in_dim %373, dims = [0, 1, 2, 3] : (tensor<1x1x1x384xf32>) -> tensor<1x2x2x384xf32>
    %375 = stablehlo.add %372, %374 : tensor<1x2x2x384xf32>
    %376 = stablehlo.broadcast_in_dim %arg74, dims = [3] : (tensor<384xf32>) -> tensor<1x1x1x384xf32>
    %377 = stablehlo.broadcast_in_dim %376, dims = [0, 1, 2, 3] : (tensor<1x1x1x384xf32>) -> tensor<1x2x2x384xf32>
    %378 = stablehlo.multiply %375, %377 : tensor<1x2x2x384xf32>
    %379 = stablehlo.add %336, %378 : tensor<1x2x2x384xf32>
    %380 = stablehlo.convolution(%379, %arg75) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 384 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x2x2x384xf32>, tensor<7x7x1x384xf32>) -> tensor<1x2x2x384xf32>
    %381 = stablehlo.reshape %arg76 : (tensor<384xf32>) -> tensor<1x1x1x384xf32>
    %382 = stablehlo.broadcast_in_dim %381, dims = [0, 1, 2, 3] : (tensor<1x1x1x384xf32>) -> tensor<1x2x2x384xf32>
    %383 = stablehlo.add %380, %382 : tensor<1x2x2x384xf32>
    %cst_55 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %384 = stablehlo.reduce(%383 init: %cst_55) applies stablehlo.add across dimensions = [3] : (tensor<1x2x2x384xf32>, tensor<f32>) -> tensor<1x2x2xf32>
    %385 = stablehlo.broadcast_in_dim %384, dims = [0, 1, 2] : (tensor<1x2x2xf32>) -> tensor<1x2x2x1xf32>
    %cst_56 = stablehlo.constant dense<3.840000e+02> : tensor<f32>
    %386 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<1x2x2x1xf32>
    %387 = stablehlo.divide %385, %386 : tensor<1x2x2x1xf32>
    %c_57 = stablehlo.constant dense<0> : tensor<i32>
    %388 = call @_var_2(%383, %c_57) : (tensor<1x2x2x384xf32>, tensor<i32>) -> tensor<1x2x2x1xf32>
    %389 = stablehlo.reshape %arg77 : (tensor<384xf32>) -> tensor<1x1x1x384xf32>
    %390 = stablehlo.reshape %arg78 : (tensor<384xf32>) -> tensor<1x1x1x384xf32>
    %cst_58 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %391 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<1x2x2x1xf32>
    %392 = stablehlo.add %388, %391 : tensor<1x2x2x1xf32>
    %393 = stablehlo.rsqrt %392 : tensor<1x2x2x1xf32>
    %394 = stablehlo.broadcast_in_dim %393, dims = [0, 1, 2, 3] : (tensor<1x2x2x1xf32>) -> tensor<1x2x2x384xf32>
    %395 = stablehlo.broadcast_in_dim %389, dims = [0, 1, 2, 3] : (tensor<1x1x1x384xf32>) -> tensor<1x2x2x384xf32>
    %396 = stablehlo.multiply %394, %395 : tensor<1x2x2x384xf32>
    %397 = stablehlo.negate %387 : tensor<1x2x2x1xf32>
    %398 = stablehlo.broadcast_in_dim %397, dims = [0, 1, 2, 3] : (tensor<1x2x2x1xf32>) -> tensor<1x2x2x384xf32>
    %399 = stablehlo.multiply %398, %396 : tensor<1x2x2x384xf32>
    %400 = stablehlo.broadcast_in_dim %390, dims = [0, 1, 2, 3] : (tensor<1x1x1x384xf32>) -> tensor<1x2x2x384xf32>
    %401 = stablehlo.add %399, %400 : tensor<1x2x2x384xf32>
    %402 = stablehlo.multiply %383, %396 : tensor<1x2x2x384xf32>
    %403 = stablehlo.add %402, %401 : tensor<1x2x2x384xf32>
    %404 = stablehlo.dot_general %403, %arg79, contracting_dims = [3] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x2x2x384xf32>, tensor<384x1536xf32>) -> tensor<1x2x2x1536xf32>
    %405 = stablehlo.broadcast_in_dim %arg80, dims = [3] : (tensor<1536xf32>) -> tensor<1x1x1x1536xf32>
    %406 = stablehlo.broadcast_in_dim %405, dims = [0, 1, 2, 3] : (tensor<1x1x1x1536xf32>) -> tensor<1x2x2x1536xf32>
    %407 = stablehlo.add %404, %406 : tensor<1x2x2x1536xf32>
    %cst_59 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %408 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<1x2x2x1536xf32>
    %409 = stablehlo.multiply %408, %407 : tensor<1x2x2x1536xf32>
    %410 = stablehlo.negate %407 : tensor<1x2x2x1536xf32>
    %cst_60 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %411 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<1x2x2x1536xf32>
    %412 = stablehlo.multiply %410, %411 : tensor<1x2x2x1536xf32>
    %413 = chlo.erfc %412 : tensor<1x2x2x1536xf32> -> tensor<1x2x2x1536xf32>
    %414 = stablehlo.multiply %409, %413 : tensor<1x2x2x1536xf32>
    %415 = stablehlo.dot_general %414, %arg81, contracting_dims = [3] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x2x2x1536xf32>, tensor<1536x384xf32>) -> tensor<1x2x2x384xf32>
    %416 = stablehlo.broadcast_in_dim %arg82, dims = [3] : (tensor<384xf32>) -> tensor<1x1x1x384xf32>
    %417 = stablehlo.broadcast_in_dim %416, dims = [0, 1, 2, 3] : (tensor<1x1x1x384xf32>) -> tensor<1x2x2x384xf32>
    %418 = stablehlo.add %415, %417 : tensor<1x2x2x384xf32>
    %419 = stablehlo.broadcast_in_dim %arg83, dims = [3] : (tensor<384xf32>) -> tensor<1x1x1x384xf32>
    %420 = stablehlo.broadcast_in_dim %419, dims = [0, 1, 2, 3] : (tensor<1x1x1x384xf32>) -> tensor<1x2x2x384xf32>
    %421 = stablehlo.multiply %418, %420 : tensor<1x2x2x384xf32>
    %422 = stablehlo.add %379, %421 : tensor<1x2x2x384xf32>
    %423 = stablehlo.convolution(%422, %arg84) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 384 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x2x2x384xf32>, tensor<7x7x1x384xf32>) -> tensor<1x2x2x384xf32>
    %424 = stablehlo.reshape %arg85 : (tensor<384xf32>) -> tensor<1x1x1x384xf32>
    %425 = stablehlo.broadcast_in_dim %424, dims = [0, 1, 2, 3] : (tensor<1x1x1x384xf32>) -> tensor<1x2x2x384xf32>
    %426 = stablehlo.add %423, %425 : tensor<1x2x2x384xf32>
    %cst_61 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %427 = stablehlo.reduce(%426 init: %cst_61) applies stablehlo.add across dimensions = [3] : (tensor<1x2x2x384xf32>, tensor<f32>) -> tensor<1x2x2xf32>
    %428 = stablehlo.broadcast_in_dim %427, dims = [0, 1, 2] : (tensor<1x2x2xf32>) -> tensor<1x2x2x1xf32>
    %cst_62 = stablehlo.constant dense<3.840000e+02> : tensor<f32>
    %429 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<1x2x2x1xf32>
    %430 = stablehlo.divide %428, %429 : tensor<1x2x2x1xf32>
    %c_63 = stablehlo.constant dense<0> : tensor<i32>
    %431 = call @_var_2(%426, %c_63) : (tensor<1x2x2x384xf32>, tensor<i32>) -> tensor<1x2x2x1xf32>
    %432 = stablehlo.reshape %arg86 : (tensor<384xf32>) -> tensor<1x1x1x384xf32>
    %433 = stablehlo.reshape %arg87 : (tensor<384xf32>) -> tensor<1x1x1x384xf32>
    %cst_64 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %434 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<1x2x2x1xf32>
    %435 = stablehlo.add %431, %434 : tensor<1x2x2x1xf32>
    %436 = stablehlo.rsqrt %435 : tensor<1x2x2x1xf32>
    %437 = stablehlo.broadcast_in_dim %436, dims = [0, 1, 2, 3] : (tensor<1x2x2x1xf32>) -> tensor<1x2x2x384xf32>
    %438 = stablehlo.broadcast_in_dim %432, dims = [0, 1, 2, 3] : (tensor<1x1x1x384xf32>) -> tensor<1x2x2x384xf32>
    %439 = stablehlo.multiply %437, %438 : tensor<1x2x2x384xf32>
    %440 = stablehlo.negate %430 : tensor<1x2x2x1xf32>
    %441 = stablehlo.broadcast_in_dim %440, dims = [0, 1, 2, 3] : (tensor<1x2x2x1xf32>) -> tensor<1x2x2x384xf32>
    %442 = stablehlo.multiply %441, %439 : tensor<1x2x2x384xf32>
    %443 = stablehlo.broadcast_in_dim %433, dims = [0, 1, 2, 3] : (tensor<1x1x1x384xf32>) -> tensor<1x2x2x384xf32>
    %444 = stablehlo.add %442, %443 : tensor<1x2x2x384xf32>
    %445 = stablehlo.multiply %426, %439 : tensor<1x2x2x384xf32>
    %446 = stablehlo.add %445, %444 : tensor<1x2x2x384xf32>
    %447 = stablehlo.dot_general %446, %arg88, contracting_dims = [3] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x2x2x384xf32>, tensor<384x1536xf32>) -> tensor<1x2x2x1536xf32>
    %448 = stablehlo.broadcast_in_dim %arg89, dims = [3] : (tensor<1536xf32>) -> tensor<1x1x1x1536xf32>
    %449 = stablehlo.broadcast_in_dim %448, dims = [0, 1, 2, 3] : (tensor<1x1x1x1536xf32>) -> tensor<1x2x2x1536xf32>
    %450 = stablehlo.add %447, %449 : tensor<1x2x2x1536xf32>
    %cst_65 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %451 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<1x2x2x1536xf32>
    %452 = stablehlo.multiply %451, %450 : tensor<1x2x2x1536xf32>
    %453 = stablehlo.negate %450 : tensor<1x2x2x1536xf32>
    %cst_66 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %454 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<1x2x2x1536xf32>
    %455 = stablehlo.multiply %453, %454 : tensor<1x2x2x1536xf32>
    %456 = chlo.erfc %455 : tensor<1x2x2x1536xf32> -> tensor<1x2x2x1536xf32>
    %457 = stablehlo.multiply %452, %456 : tensor<1x2x2x1536xf32>
    %458 = stablehlo.dot_general %457, %arg90, contracting_dims = [3] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x2x2x1536xf32>, tensor<1536x384xf32>) -> tensor<1x2x2x384xf32>
    %459 = stablehlo.broadcast_in_dim %arg91, dims = [3] : (tensor<384xf32>) -> tensor<1x1x1x384xf32>
    %460 = stablehlo.broadcast_in_dim %459, dims = [0, 1, 2, 3] : (tensor<1x1x1x384xf32>) -> tensor<1x2x2x384xf32>
    %461 = stablehlo.add %458, %460 : tensor<1x2x2x384xf32>
    %462 = stablehlo.broadcast_in_dim %arg92, dims = [3] : (tensor<384xf32>) -> tensor<1x1x1x384xf32>
    %463 = stablehlo.broadcast_in_dim %462, dims = [0, 1, 2, 3] : (tensor<1x1x1x384xf32>) -> tensor<1x2x2x384xf32>
    %464 = stablehlo.multiply %461, %463 : tensor<1x2x2x384xf32>
    %465 = stablehlo.add %422, %464 : tensor<1x2x2x384xf32>
    %466 = stablehlo.convolution(%465, %arg93) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 384 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x2x2x384xf32>, tensor<7x7x1x384xf32>) -> tensor<1x2x2x384xf32>
    %467 = stablehlo.reshape %arg94 : (tensor<384xf32>) -> tensor<1x1x1x384xf32>
    %468 = stablehlo.broadcast_in_dim %467, dims = [0, 1, 2, 3] : (tensor<1x1x1x384xf32>) -> tensor<1x2x2x384xf32>
    %469 = stablehlo.add %466, %468 : tensor<1x2x2x384xf32>
    %cst_67 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %470 = stablehlo.reduce(%469 init: %cst_67) applies stablehlo.add across dimensions = [3] : (tensor<1x2x2x384xf32>, tensor<f32>) -> tensor<1x2x2xf32>
    %471 = stablehlo.broadcast_in_dim %470, dims = [0, 1, 2] : (tensor<1x2x2xf32>) -> tensor<1x2x2x1xf32>
    %cst_68 = stablehlo.constant dense<3.840000e+02> : tensor<f32>
    %472 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<1x2x2x1xf32>
    %473 = stablehlo.divide %471, %472 : tensor<1x2x2x1xf32>
    %c_69 = stablehlo.constant dense<0> : tensor<i32>
    %474 = call @_var_2(%469, %c_69) : (tensor<1x2x2x384xf32>, tensor<i32>) -> tensor<1x2x2x1xf32>
    %475 = stablehlo.reshape %arg95 : (tensor<384xf32>) -> tensor<1x1x1x384xf32>
    %476 = stablehlo.reshape %arg96 : (tensor<384xf32>) -> tensor<1x1x1x384xf32>
    %cst_70 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %477 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<1x2x2x1xf32>
    %478 = stablehlo.add %474, %477 : tensor<1x2x2x1xf32>
    %479 = stablehlo.rsqrt %478 : tensor<1x2x2x1xf32>
    %480 = stablehlo.broadcast_in_dim %479, dims = [0, 1, 2, 3] : (tensor<1x2x2x1xf32>) -> tensor<1x2x2x384xf32>
    %481 = stablehlo.broadcast_in_dim %475, dims = [0, 1, 2, 3] : (tensor<1x1x1x384xf32>) -> tensor<1x2x2x384xf32>
    %482 = stablehlo.multiply %480, %481 : tensor<1x2x2x384xf32>
    %483 = stablehlo.negate %473 : tensor<1x2x2x1xf32>
    %484 = stablehlo.broadcast_in_dim %483, dims = [0, 1, 2, 3] : (tensor<1x2x2x1xf32>) -> tensor<1x2x2x384xf32>
    %485 = stablehlo.multiply %484, %482 : tensor<1x2x2x384xf32>
    %486 = stablehlo.broadcast_in_dim %476, dims = [0, 1, 2, 3] : (tensor<1x1x1x384xf32>) -> tensor<1x2x2x384xf32>
    %487 = stablehlo.add %485, %486 : tensor<1x2x2x384xf32>
    %488 = stablehlo.multiply %469, %482 : tensor<1x2x2x384xf32>
    %489 = stablehlo.add %488, %487 : tensor<1x2x2x384xf32>
    %490 = stablehlo.dot_general %489, %arg97, contracting_dims = [3] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x2x2x384xf32>, tensor<384x1536xf32>) -> tensor<1x2x2x1536xf32>
    %491 = stablehlo.broadcast_in_dim %arg98, dims = [3] : (tensor<1536xf32>) -> tensor<1x1x1x1536xf32>
    %492 = stablehlo.broadcast_in_dim %491, dims = [0, 1, 2, 3] : (tensor<1x1x1x1536xf32>) -> tensor<1x2x2x1536xf32>
    %493 = stablehlo.add %490, %492 : tensor<1x2x2x1536xf32>
    %cst_71 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %494 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<1x2x2x1536xf32>
    %495 = stablehlo.multiply %494, %493 : tensor<1x2x2x1536xf32>
    %496 = stablehlo.negate %493 : tensor<1x2x2x1536xf32>
    %cst_72 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %497 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<1x2x2x1536xf32>
    %498 = stablehlo.multiply %496, %497 : tensor<1x2x2x1536xf32>
    %499 = chlo.erfc %498 : tensor<1x2x2x1536xf32> -> tensor<1x2x2x1536xf32>
    %500 = stablehlo.multiply %495, %499 : tensor<1x2x2x1536xf32>
    %501 = stablehlo.dot_general %500, %arg99, contracting_dims = [3] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x2x2x1536xf32>, tensor<1536x384xf32>) -> tensor<1x2x2x384xf32>
    %502 = stablehlo.broadcast_in_dim %arg100, dims = [3] : (tensor<384xf32>) -> tensor<1x1x1x384xf32>
    %503 = stablehlo.broadcast_in_dim %502, dims = [0, 1, 2, 3] : (tensor<1x1x1x384xf32>) -> tensor<1x2x2x384xf32>
    %504 = stablehlo.add %501, %503 : tensor<1x2x2x384xf32>
    %505 = stablehlo.broadcast_in_dim %arg101, dims = [3] : (tensor<384xf32>) -> tensor<1x1x1x384xf32>
    %506 = stablehlo.broadcast_in_dim %505, dims = [0, 1, 2, 3] : (tensor<1x1x1x384xf32>) -> tensor<1x2x2x384xf32>
    %507 = stablehlo.multiply %504, %506 : tensor<1x2x2x384xf32>
    %508 = stablehlo.add %465, %507 : tensor<1x2x2x384xf32>
    %509 = stablehlo.convolution(%508, %arg102) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 384 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x2x2x384xf32>, tensor<7x7x1x384xf32>) -> tensor<1x2x2x384xf32>
    %510 = stablehlo.reshape %arg103 : (tensor<384xf32>) -> tensor<1x1x1x384xf32>
    %511 = stablehlo.broadcast_in_dim %510, dims = [0, 1, 2, 3] : (tensor<1x1x1x384xf32>) -> tensor<1x2x2x384xf32>
    %512 = stablehlo.add %509, %511 : tensor<1x2x2x384xf32>
    %cst_73 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %513 = stablehlo.reduce(%512 init: %cst_73) applies stablehlo.add across dimensions = [3] : (tensor<1x2x2x384xf32>, tensor<f32>) -> tensor<1x2x2xf32>
    %514 = stablehlo.broadcast_in_dim %513, dims = [0, 1, 2] : (tensor<1x2x2xf32>) -> tensor<1x2x2x1xf32>
    %cst_74 = stablehlo.constant dense<3.840000e+02> : tensor<f32>
    %515 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<1x2x2x1xf32>
    %516 = stablehlo.divide %514, %515 : tensor<1x2x2x1xf32>
    %c_75 = stablehlo.constant dense<0> : tensor<i32>
    %517 = call @_var_2(%512, %c_75) : (tensor<1x2x2x384xf32>, tensor<i32>) -> tensor<1x2x2x1xf32>
    %518 = stablehlo.reshape %arg104 : (tensor<384xf32>) -> tensor<1x1x1x384xf32>
    %519 = stablehlo.reshape %arg105 : (tensor<384xf32>) -> tensor<1x1x1x384xf32>
    %cst_76 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %520 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<1x2x2x1xf32>
    %521 = stablehlo.add %517, %520 : tensor<1x2x2x1xf32>
    %522 = stablehlo.rsqrt %521 : tensor<1x2x2x1xf32>
    %523 = stablehlo.broadcast_in_dim %522, dims = [0, 1, 2, 3] : (tensor<1x2x2x1xf32>) -> tensor<1x2x2x384xf32>
    %524 = stablehlo.broadcast_in_dim %518, dims = [0, 1, 2, 3] : (tensor<1x1x1x384xf32>) -> tensor<1x2x2x384xf32>
    %525 = stablehlo.multiply %523, %524 : tensor<1x2x2x384xf32>
    %526 = stablehlo.negate %516 : tensor<1x2x2x1xf32>
    %527 = stablehlo.broadcast_in_dim %526, dims = [0, 1, 2, 3] : (tensor<1x2x2x1xf32>) -> tensor<1x2x2x384xf32>
    %528 = stablehlo.multiply %527, %525 : tensor<1x2x2x384xf32>
    %529 = stablehlo.broadcast_in_dim %519, dims = [0, 1, 2, 3] : (tensor<1x1x1x384xf32>) -> tensor<1x2x2x384xf32>
    %530 = stablehlo.add %528, %529 : tensor<1x2x2x384xf32>
    %531 = stablehlo.multiply %512, %525 : tensor<1x2x2x384xf32>
    %532 = stablehlo.add %531, %530 : tensor<1x2x2x384xf32>
    %533 = stablehlo.dot_general %532, %arg106, contracting_dims = [3] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x2x2x384xf32>, tensor<384x1536xf32>) -> tensor<1x2x2x1536xf32>
    %534 = stablehlo.broadcast_in_dim %arg107, dims = [3] : (tensor<1536xf32>) -> tensor<1x1x1x1536xf32>
    %535 = stablehlo.broadcast_in_dim %534, dims = [0, 1, 2, 3] : (tensor<1x1x1x1536xf32>) -> tensor<1x2x2x1536xf32>
    %536 = stablehlo.add %533, %535 : tensor<1x2x2x1536xf32>
    %cst_77 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %537 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<1x2x2x1536xf32>
    %538 = stablehlo.multiply %537, %536 : tensor<1x2x2x1536xf32>
    %539 = stablehlo.negate %536 : tensor<1x2x2x1536xf32>
    %cst_78 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %540 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<1x2x2x1536xf32>
    %541 = stablehlo.multiply %539, %540 : tensor<1x2x2x1536xf32>
    %542 = chlo.erfc %541 : tensor<1x2x2x1536xf32> -> tensor<1x2x2x1536xf32>
    %543 = stablehlo.multiply %538, %542 : tensor<1x2x2x1536xf32>
    %544 = stablehlo.dot_general %543, %arg108, contracting_dims = [3] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x2x2x1536xf32>, tensor<1536x384xf32>) -> tensor<1x2x2x384xf32>
    %545 = stablehlo.broadcast_in_dim %arg109, dims = [3] : (tensor<384xf32>) -> tensor<1x1x1x384xf32>
    %546 = stablehlo.broadcast_in_dim %545, dims = [0, 1, 2, 3] : (tensor<1x1x1x384xf32>) -> tensor<1x2x2x384xf32>
    %547 = stablehlo.add %544, %546 : tensor<1x2x2x384xf32>
    %548 = stablehlo.broadcast_in_dim %arg110, dims = [3] : (tensor<384xf32>) -> tensor<1x1x1x384xf32>
    %549 = stablehlo.broadcast_in_dim %548, dims = [0, 1, 2, 3] : (tensor<1x1x1x384xf32>) -> tensor<1x2x2x384xf32>
    %550 = stablehlo.multiply %547, %549 : tensor<1x2x2x384xf32>
    %551 = stablehlo.add %508, %550 : tensor<1x2x2x384xf32>
    %552 = stablehlo.convolution(%551, %arg111) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 384 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x2x2x384xf32>, tensor<7x7x1x384xf32>) -> tensor<1x2x2x384xf32>
    %553 = stablehlo.reshape %arg112 : (tensor<384xf32>) -> tensor<1x1x1x384xf32>
    %554 = stablehlo.broadcast_in_dim %553, dims = [0, 1, 2, 3] : (tensor<1x1x1x384xf32>) -> tensor<1x2x2x384xf32>
    %555 = stablehlo.add %552, %554 : tensor<1x2x2x384xf32>
    %cst_79 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %556 = stablehlo.reduce(%555 init: %cst_79) applies stablehlo.add across dimensions = [3] : (tensor<1x2x2x384xf32>, tensor<f32>) -> tensor<1x2x2xf32>
    %557 = stablehlo.broadcast_in_dim %556, dims = [0, 1, 2] : (tensor<1x2x2xf32>) -> tensor<1x2x2x1xf32>
    %cst_80 = stablehlo.constant dense<3.840000e+02> : tensor<f32>
    %558 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<1x2x2x1xf32>
    %559 = stablehlo.divide %557, %558 : tensor<1x2x2x1xf32>
    %c_81 = stablehlo.constant dense<0> : tensor<i32>
    %560 = call @_var_2(%555, %c_81) : (tensor<1x2x2x384xf32>, tensor<i32>) -> tensor<1x2x2x1xf32>
    %561 = stablehlo.reshape %arg113 : (tensor<384xf32>) -> tensor<1x1x1x384xf32>
    %562 = stablehlo.reshape %arg114 : (tensor<384xf32>) -> tensor<1x1x1x384xf32>
    %cst_82 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %563 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<1x2x2x1xf32>
    %564 = stablehlo.add %560, %563 : tensor<1x2x2x1xf32>
    %565 = stablehlo.rsqrt %564 : tensor<1x2x2x1xf32>
    %566 = stablehlo.broadcast_in_dim %565, dims = [0, 1, 2, 3] : (tensor<1x2x2x1xf32>) -> tensor<1x2x2x384xf32>
    %567 = stablehlo.broadcast_in_dim %561, dims = [0, 1, 2, 3] : (tensor<1x1x1x384xf32>) -> tensor<1x2x2x384xf32>
    %568 = stablehlo.multiply %566, %567 : tensor<1x2x2x384xf32>
    %569 = stablehlo.negate %559 : tensor<1x2x2x1xf32>
    %570 = stablehlo.broadcast_in_dim %569, dims = [0, 1, 2, 3] : (tensor<1x2x2x1xf32>) -> tensor<1x2x2x384xf32>
    %571 = stablehlo.multiply %570, %568 : tensor<1x2x2x384xf32>
    %572 = stablehlo.broadcast_in_dim %562, dims = [0, 1, 2, 3] : (tensor<1x1x1x384xf32>) -> tensor<1x2x2x384xf32>
    %573 = stablehlo.add %571, %572 : tensor<1x2x2x384xf32>
    %574 = stablehlo.multiply %555, %568 : tensor<1x2x2x384xf32>
    %575 = stablehlo.add %574, %573 : tensor<1x2x2x384xf32>
    %576 = stablehlo.dot_general %575, %arg115, contracting_dims = [3] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x2x2x384xf32>, tensor<384x1536xf32>) -> tensor<1x2x2x1536xf32>
    %577 = stablehlo.broadcast_in_dim %arg116, dims = [3] : (tensor<1536xf32>) -> tensor<1x1x1x1536xf32>
    %578 = stablehlo.broadcast_in_dim %577, dims = [0, 1, 2, 3] : (tensor<1x1x1x1536xf32>) -> tensor<1x2x2x1536xf32>
    %579 = stablehlo.add %576, %578 : tensor<1x2x2x1536xf32>
    %cst_83 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %580 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<1x2x2x1536xf32>
    %581 = stablehlo.multiply %580, %579 : tensor<1x2x2x1536xf32>
    %582 = stablehlo.negate %579 : tensor<1x2x2x1536xf32>
    %cst_84 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %583 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<1x2x2x1536xf32>
    %584 = stablehlo.multiply %582, %583 : tensor<1x2x2x1536xf32>
    %585 = chlo.erfc %584 : tensor<1x2x2x1536xf32> -> tensor<1x2x2x1536xf32>
    %586 = stablehlo.multiply %581, %585 : tensor<1x2x2x1536xf32>
    %587 = stablehlo.dot_general %586, %arg117, contracting_dims = [3] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x2x2x1536xf32>, tensor<1536x384xf32>) -> tensor<1x2x2x384xf32>
    %588 = stablehlo.broadcast_in_dim %arg118, dims = [3] : (tensor<384xf32>) -> tensor<1x1x1x384xf32>
    %589 = stablehlo.broadcast_in_dim %588, dims = [0, 1, 2, 3] : (tensor<1x1x1x384xf32>) -> tensor<1x2x2x384xf32>
    %590 = stablehlo.add %587, %589 : tensor<1x2x2x384xf32>
    %591 = stablehlo.broadcast_in_dim %arg119, dims = [3] : (tensor<384xf32>) -> tensor<1x1x1x384xf32>
    %592 = stablehlo.broadcast_in_dim %591, dims = [0, 1, 2, 3] : (tensor<1x1x1x384xf32>) -> tensor<1x2x2x384xf32>
    %593 = stablehlo.multiply %590, %592 : tensor<1x2x2x384xf32>
    %594 = stablehlo.add %551, %593 : tensor<1x2x2x384xf32>
    %595 = stablehlo.convolution(%594, %arg120) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 384 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x2x2x384xf32>, tensor<7x7x1x384xf32>) -> tensor<1x2x2x384xf32>
    %596 = stablehlo.reshape %arg121 : (tensor<384xf32>) -> tensor<1x1x1x384xf32>
    %597 = stablehlo.broadcast_in_dim %596, dims = [0, 1, 2, 3] : (tensor<1x1x1x384xf32>) -> tensor<1x2x2x384xf32>
    %598 = stablehlo.add %595, %597 : tensor<1x2x2x384xf32>
    %cst_85 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %599 = stablehlo.reduce(%598 init: %cst_85) applies stablehlo.add across dimensions = [3] : (tensor<1x2x2x384xf32>, tensor<f32>) -> tensor<1x2x2xf32>
    %600 = stablehlo.broadcast_in_dim %599, dims = [0, 1, 2] : (tensor<1x2x2xf32>) -> tensor<1x2x2x1xf32>
    %cst_86 = stablehlo.constant dense<3.840000e+02> : tensor<f32>
    %601 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<1x2x2x1xf32>
    %602 = stablehlo.divide %600, %601 : tensor<1x2x2x1xf32>
    %c_87 = stablehlo.constant dense<0> : tensor<i32>
    %603 = call @_var_2(%598, %c_87) : (tensor<1x2x2x384xf32>, tensor<i32>) -> tensor<1x2x2x1xf32>
    %604 = stablehlo.reshape %arg122 : (tensor<384xf32>) -> tensor<1x1x1x384xf32>
    %605 = stablehlo.reshape %arg123 : (tensor<384xf32>) -> tensor<1x1x1x384xf32>
    %cst_88 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %606 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<1x2x2x1xf32>
    %607 = stablehlo.add %603, %606 : tensor<1x2x2x1xf32>
    %608 = stablehlo.rsqrt %607 : tensor<1x2x2x1xf32>
    %609 = stablehlo.broadcast_in_dim %608, dims = [0, 1, 2, 3] : (tensor<1x2x2x1xf32>) -> tensor<1x2x2x384xf32>
    %610 = stablehlo.broadcast_in_dim %604, dims = [0, 1, 2, 3] : (tensor<1x1x1x384xf32>) -> tensor<1x2x2x384xf32>
    %611 = stablehlo.multiply %609, %610 : tensor<1x2x2x384xf32>
    %612 = stablehlo.negate %602 : tensor<1x2x2x1xf32>
    %613 = stablehlo.broadcast_in_dim %612, dims = [0, 1, 2, 3] : (tensor<1x2x2x1xf32>) -> tensor<1x2x2x384xf32>
    %614 = stablehlo.multiply %613, %611 : tensor<1x2x2x384xf32>
    %615 = stablehlo.broadcast_in_dim %605, dims = [0, 1, 2, 3] : (tensor<1x1x1x384xf32>) -> tensor<1x2x2x384xf32>
    %616 = stablehlo.add %614, %615 : tensor<1x2x2x384xf32>
    %617 = stablehlo.multiply %598, %611 : tensor<1x2x2x384xf32>
    %618 = stablehlo.add %617, %616 : tensor<1x2x2x384xf32>
    %619 = stablehlo.dot_general %618, %arg124, contracting_dims = [3] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x2x2x384xf32>, tensor<384x1536xf32>) -> tensor<1x2x2x1536xf32>
    %620 = stablehlo.broadcast_in_dim %arg125, dims = [3] : (tensor<1536xf32>) -> tensor<1x1x1x1536xf32>
    %621 = stablehlo.broadcast_in_dim %620, dims = [0, 1, 2, 3] : (tensor<1x1x1x1536xf32>) -> tensor<1x2x2x1536xf32>
    %622 = stablehlo.add %619, %621 : tensor<1x2x2x1536xf32>
    %cst_89 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %623 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<1x2x2x1536xf32>
    %624 = stablehlo.multiply %623, %622 : tensor<1x2x2x1536xf32>
    %625 = stablehlo.negate %622 : tensor<1x2x2x1536xf32>
    %cst_90 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %626 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<1x2x2x1536xf32>
    %627 = stablehlo.multiply %625, %626 : tensor<1x2x2x1536xf32>
    %628 = chlo.erfc %627 : tensor<1x2x2x1536xf32> -> tensor<1x2x2x1536xf32>
    %629 = stablehlo.multiply %624, %628 : tensor<1x2x2x1536xf32>
    %630 = stablehlo.dot_general %629, %arg126, contracting_dims = [3] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x2x2x1536xf32>, tensor<1536x384xf32>) -> tensor<1x2x2x384xf32>
    %631 = stablehlo.broadcast_in_dim %arg127, dims = [3] : (tensor<384xf32>) -> tensor<1x1x1x384xf32>
    %632 = stablehlo.broadcast_in_dim %631, dims = [0, 1, 2, 3] : (tensor<1x1x1x384xf32>) -> tensor<1x2x2x384xf32>
    %633 = stablehlo.add %630, %632 : tensor<1x2x2x384xf32>
    %634 = stablehlo.broadcast_in_dim %arg128, dims = [3] : (tensor<384xf32>) -> tensor<1x1x1x384xf32>
    %635 = stablehlo.broadcast_in_dim %634, dims = [0, 1, 2, 3] : (tensor<1x1x1x384xf32>) -> tensor<1x2x2x384xf32>
    %636 = stablehlo.multiply %633, %635 : tensor<1x2x2x384xf32>
    %637 = stablehlo.add %594, %636 : tensor<1x2x2x384xf32>
    %638 = stablehlo.convolution(%637, %arg129) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 384 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x2x2x384xf32>, tensor<7x7x1x384xf32>) -> tensor<1x2x2x384xf32>
    %639 = stablehlo.reshape %arg130 : (tensor<384xf32>) -> tensor<1x1x1x384xf32>
    %640 = stablehlo.broadcast_in_dim %639, dims = [0, 1, 2, 3] : (tensor<1x1x1x384xf32>) -> tensor<1x2x2x384xf32>
    %641 = stablehlo.add %638, %640 : tensor<1x2x2x384xf32>
    %cst_91 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %642 = stablehlo.reduce(%641 init: %cst_91) applies stablehlo.add across dimensions = [3] : (tensor<1x2x2x384xf32>, tensor<f32>) -> tensor<1x2x2xf32>
    %643 = stablehlo.broadcast_in_dim %642, dims = [0, 1, 2] : (tensor<1x2x2xf32>) -> tensor<1x2x2x1xf32>
    %cst_92 = stablehlo.constant dense<3.840000e+02> : tensor<f32>
    %644 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<1x2x2x1xf32>
    %645 = stablehlo.divide %643, %644 : tensor<1x2x2x1xf32>
    %c_93 = stablehlo.constant dense<0> : tensor<i32>
    %646 = call @_var_2(%641, %c_93) : (tensor<1x2x2x384xf32>, tensor<i32>) -> tensor<1x2x2x1xf32>
    %647 = stablehlo.reshape %arg131 : (tensor<384xf32>) -> tensor<1x1x1x384xf32>
    %648 = stablehlo.reshape %arg132 : (tensor<384xf32>) -> tensor<1x1x1x384xf32>
    %cst_94 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %649 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<1x2x2x1xf32>
    %650 = stablehlo.add %646, %649 : tensor<1x2x2x1xf32>
    %651 = stablehlo.rsqrt %650 : tensor<1x2x2x1xf32>
    %652 = stablehlo.broadcast_in_dim %651, dims = [0, 1, 2, 3] : (tensor<1x2x2x1xf32>) -> tensor<1x2x2x384xf32>
    %653 = stablehlo.broadcast_in_dim %647, dims = [0, 1, 2, 3] : (tensor<1x1x1x384xf32>) -> tensor<1x2x2x384xf32>
    %654 = stablehlo.multiply %652, %653 : tensor<1x2x2x384xf32>
    %655 = stablehlo.negate %645 : tensor<1x2x2x1xf32>
    %656 = stablehlo.broadcast_in_dim %655, dims = [0, 1, 2, 3] : (tensor<1x2x2x1xf32>) -> tensor<1x2x2x384xf32>
    %657 = stablehlo.multiply %656, %654 : tensor<1x2x2x384xf32>
    %658 = stablehlo.broadcast_in_dim %648, dims = [0, 1, 2, 3] : (tensor<1x1x1x384xf32>) -> tensor<1x2x2x384xf32>
    %659 = stablehlo.add %657, %658 : tensor<1x2x2x384xf32>
    %660 = stablehlo.multiply %641, %654 : tensor<1x2x2x384xf32>
    %661 = stablehlo.add %660, %659 : tensor<1x2x2x384xf32>
    %662 = stablehlo.dot_general %661, %arg133, contracting_dims = [3] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x2x2x384xf32>, tensor<384x1536xf32>) -> tensor<1x2x2x1536xf32>
    %663 = stablehlo.broadcast_in_dim %arg134, dims = [3] : (tensor<1536xf32>) -> tensor<1x1x1x1536xf32>
    %664 = stablehlo.broadcast_in_dim %663, dims = [0, 1, 2, 3] : (tensor<1x1x1x1536xf32>) -> tensor<1x2x2x1536xf32>
    %665 = stablehlo.add %662, %664 : tensor<1x2x2x1536xf32>
    %cst_95 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %666 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<1x2x2x1536xf32>
    %667 = stablehlo.multiply %666, %665 : tensor<1x2x2x1536xf32>
    %668 = stablehlo.negate %665 : tensor<1x2x2x1536xf32>
    %cst_96 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %669 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<1x2x2x1536xf32>
    %670 = stablehlo.multiply %668, %669 : tensor<1x2x2x1536xf32>
    %671 = chlo.erfc %670 : tensor<1x2x2x1536xf32> -> tensor<1x2x2x1536xf32>
    %672 = stablehlo.multiply %667, %671 : tensor<1x2x2x1536xf32>
    %673 = stablehlo.dot_general %672, %arg135, contracting_dims = [3] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x2x2x1536xf32>, tensor<1536x384xf32>) -> tensor<1x2x2x384xf32>
    %674 = stablehlo.broadcast_in_dim %arg136, dims = [3] : (tensor<384xf32>) -> tensor<1x1x1x384xf32>
    %675 = stablehlo.broadcast_in_dim %674, dims = [0, 1, 2, 3] : (tensor<1x1x1x384xf32>) -> tensor<1x2x2x384xf32>
    %676 = stablehlo.add %673, %675 : tensor<1x2x2x384xf32>
    %677 = stablehlo.broadcast_in_dim %arg137, dims = [3] : (tensor<384xf32>) -> tensor<1x1x1x384xf32>
    %678 = stablehlo.broadcast_in_dim %677, dims = [0, 1, 2, 3] : (tensor<1x1x1x384xf32>) -> tensor<1x2x2x384xf32>
    %679 = stablehlo.multiply %676, %678 : tensor<1x2x2x384xf32>
    %680 = stablehlo.add %637, %679 : tensor<1x2x2x384xf32>
    %681 = stablehlo.convolution(%680, %arg138) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 384 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x2x2x384xf32>, tensor<7x7x1x384xf32>) -> tensor<1x2x2x384xf32>
    %682 = stablehlo.reshape %arg139 : (tensor<384xf32>) -> tensor<1x1x1x384xf32>
    %683 = stablehlo.broadcast_in_dim %682, dims = [0, 1, 2, 3] : (tensor<1x1x1x384xf32>) -> tensor<1x2x2x384xf32>
    %684 = stablehlo.add %681, %683 : tensor<1x2x2x384xf32>
    %cst_97 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %685 = stablehlo.reduce(%684 init: %cst_97) applies stablehlo.add across dimensions = [3] : (tensor<1x2x2x384xf32>, tensor<f32>) -> tensor<1x2x2xf32>
    %686 = stablehlo.broadcast_in_dim %685, dims = [0, 1, 2] : (tensor<1x2x2xf32>) -> tensor<1x2x2x1xf32>
    %cst_98 = stablehlo.constant dense<3.840000e+02> : tensor<f32>
    %687 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<1x2x2x1xf32>
    %688 = stablehlo.divide %686, %687 : tensor<1x2x2x1xf32>
    %c_99 = stablehlo.constant dense<0> : tensor<i32>
    %689 = call @_var_2(%684, %c_99) : (tensor<1x2x2x384xf32>, tensor<i32>) -> tensor<1x2x2x1xf32>
    %690 = stablehlo.reshape %arg140 : (tensor<384xf32>) -> tensor<1x1x1x384xf32>
    %691 = stablehlo.reshape %arg141 : (tensor<384xf32>) -> tensor<1x1x1x384xf32>
    %cst_100 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %692 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<1x2x2x1xf32>
    %693 = stablehlo.add %689, %692 : tensor<1x2x2x1xf32>
    %694 = stablehlo.rsqrt %693 : tensor<1x2x2x1xf32>
    %695 = stablehlo.broadcast_in_dim %694, dims = [0, 1, 2, 3] : (tensor<1x2x2x1xf32>) -> tensor<1x2x2x384xf32>
    %696 = stablehlo.broadcast_in_dim %690, dims = [0, 1, 2, 3] : (tensor<1x1x1x384xf32>) -> tensor<1x2x2x384xf32>
    %697 = stablehlo.multiply %695, %696 : tensor<1x2x2x384xf32>
    %698 = stablehlo.negate %688 : tensor<1x2x2x1xf32>
    %699 = stablehlo.broadcast_in_dim %698, dims = [0, 1, 2, 3] : (tensor<1x2x2x1xf32>) -> tensor<1x2x2x384xf32>
    %700 = stablehlo.multiply %699, %697 : tensor<1x2x2x384xf32>
    %701 = stablehlo.broadcast_in_dim %691, dims = [0, 1, 2, 3] : (tensor<1x1x1x384xf32>) -> tensor<1x2x2x384xf32>
    %702 = stablehlo.add %700, %701 : tensor<1x2x2x384xf32>
    %703 = stablehlo.multiply %684, %697 : tensor<1x2x2x384xf32>
    %704 = stablehlo.add %703, %702 : tensor<1x2x2x384xf32>
    %705 = stablehlo.dot_general %704, %arg142, contracting_dims = [3] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x2x2x384xf32>, tensor<384x1536xf32>) -> tensor<1x2x2x1536xf32>
    %706 = stablehlo.broadcast_in_dim %arg143, dims = [3] : (tensor<1536xf32>) -> tensor<1x1x1x1536xf32>
    %707 = stablehlo.broadcast_in_dim %706, dims = [0, 1, 2, 3] : (tensor<1x1x1x1536xf32>) -> tensor<1x2x2x1536xf32>
    %708 = stablehlo.add %705, %707 : tensor<1x2x2x1536xf32>
    %cst_101 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %709 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<1x2x2x1536xf32>
    %710 = stablehlo.multiply %709, %708 : tensor<1x2x2x1536xf32>
    %711 = stablehlo.negate %708 : tensor<1x2x2x1536xf32>
    %cst_102 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %712 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<1x2x2x1536xf32>
    %713 = stablehlo.multiply %711, %712 : tensor<1x2x2x1536xf32>
    %714 = chlo.erfc %713 : tensor<1x2x2x1536xf32> -> tensor<1x2x2x1536xf32>
    %715 = stablehlo.multiply %710, %714 : tensor<1x2x2x1536xf32>
    %716 = stablehlo.dot_general %715, %arg144, contracting_dims = [3] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x2x2x1536xf32>, tensor<1536x384xf32>) -> tensor<1x2x2x384xf32>
    %717 = stablehlo.broadcast_in_dim %arg145, dims = [3] : (tensor<384xf32>) -> tensor<1x1x1x384xf32>
    %718 = stablehlo.broadcast_in_dim %717, dims = [0, 1, 2, 3] : (tensor<1x1x1x384xf32>) -> tensor<1x2x2x384xf32>
    %719 = stablehlo.add %716, %718 : tensor<1x2x2x384xf32>
    %720 = stablehlo.broadcast_in_dim %arg146, dims = [3] : (tensor<384xf32>) -> tensor<1x1x1x384xf32>
    %721 = stablehlo.broadcast_in_dim %720, dims = [0, 1, 2, 3] : (tensor<1x1x1x384xf32>) -> tensor<1x2x2x384xf32>
    %722 = stablehlo.multiply %719, %721 : tensor<1x2x2x384xf32>
    %723 = stablehlo.add %680, %722 : tensor<1x2x2x384xf32>
    %cst_103 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %724 = stablehlo.reduce(%723 init: %cst_103) applies stablehlo.add across dimensions = [3] : (tensor<1x2x2x384xf32>, tensor<f32>) -> tensor<1x2x2xf32>
    %725 = stablehlo.broadcast_in_dim %724, dims = [0, 1, 2] : (tensor<1x2x2xf32>) -> tensor<1x2x2x1xf32>
    %cst_104 = stablehlo.constant dense<3.840000e+02> : tensor<f32>
    %726 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<1x2x2x1xf32>
    %727 = stablehlo.divide %725, %726 : tensor<1x2x2x1xf32>
    %c_105 = stablehlo.constant dense<0> : tensor<i32>
    %728 = call @_var_2(%723, %c_105) : (tensor<1x2x2x384xf32>, tensor<i32>) -> tensor<1x2x2x1xf32>
    %729 = stablehlo.reshape %arg147 : (tensor<384xf32>) -> tensor<1x1x1x384xf32>
    %730 = stablehlo.reshape %arg148 : (tensor<384xf32>) -> tensor<1x1x1x384xf32>
    %cst_106 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %731 = stablehlo.broadcast_in_dim %cst_106, dims = [] : (tensor<f32>) -> tensor<1x2x2x1xf32>
    %732 = stablehlo.add %728, %731 : tensor<1x2x2x1xf32>
    %733 = stablehlo.rsqrt %732 : tensor<1x2x2x1xf32>
    %734 = stablehlo.broadcast_in_dim %733, dims = [0, 1, 2, 3] : (tensor<1x2x2x1xf32>) -> tensor<1x2x2x384xf32>
    %735 = stablehlo.broadcast_in_dim %729, dims = [0, 1, 2, 3] : (tensor<1x1x1x384xf32>) -> tensor<1x2x2x384xf32>
    %736 = stablehlo.multiply %734, %735 : tensor<1x2x2x384xf32>
    %737 = stablehlo.negate %727 : tensor<1x2x2x1xf32>
    %738 = stablehlo.broadcast_in_dim %737, dims = [0, 1, 2, 3] : (tensor<1x2x2x1xf32>) -> tensor<1x2x2x384xf32>
    %739 = stablehlo.multiply %738, %736 : tensor<1x2x2x384xf32>
    %740 = stablehlo.broadcast_in_dim %730, dims = [0, 1, 2, 3] : (tensor<1x1x1x384xf32>) -> tensor<1x2x2x384xf32>
    %741 = stablehlo.add %739, %740 : tensor<1x2x2x384xf32>
    %742 = stablehlo.multiply %723, %736 : tensor<1x2x2x384xf32>
    %743 = stablehlo.add %742, %741 : tensor<1x2x2x384xf32>
    %744 = stablehlo.convolution(%743, %arg149) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x2x2x384xf32>, tensor<2x2x384x768xf32>) -> tensor<1x1x1x768xf32>
    %745 = stablehlo.reshape %arg150 : (tensor<768xf32>) -> tensor<1x1x1x768xf32>
    %746 = stablehlo.add %744, %745 : tensor<1x1x1x768xf32>
    %747 = stablehlo.convolution(%746, %arg151) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 768 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x1x1x768xf32>, tensor<7x7x1x768xf32>) -> tensor<1x1x1x768xf32>
    %748 = stablehlo.reshape %arg152 : (tensor<768xf32>) -> tensor<1x1x1x768xf32>
    %749 = stablehlo.add %747, %748 : tensor<1x1x1x768xf32>
    %cst_107 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %750 = stablehlo.reduce(%749 init: %cst_107) applies stablehlo.add across dimensions = [3] : (tensor<1x1x1x768xf32>, tensor<f32>) -> tensor<1x1x1xf32>
    %751 = stablehlo.broadcast_in_dim %750, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<1x1x1x1xf32>
    %cst_108 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %752 = stablehlo.broadcast_in_dim %cst_108, dims = [] : (tensor<f32>) -> tensor<1x1x1x1xf32>
    %753 = stablehlo.divide %751, %752 : tensor<1x1x1x1xf32>
    %c_109 = stablehlo.constant dense<0> : tensor<i32>
    %754 = call @_var_4(%749, %c_109) : (tensor<1x1x1x768xf32>, tensor<i32>) -> tensor<1x1x1x1xf32>
    %755 = stablehlo.reshape %arg153 : (tensor<768xf32>) -> tensor<1x1x1x768xf32>
    %756 = stablehlo.reshape %arg154 : (tensor<768xf32>) -> tensor<1x1x1x768xf32>
    %cst_110 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %757 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<f32>) -> tensor<1x1x1x1xf32>
    %758 = stablehlo.add %754, %757 : tensor<1x1x1x1xf32>
    %759 = stablehlo.rsqrt %758 : tensor<1x1x1x1xf32>
    %760 = stablehlo.broadcast_in_dim %759, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<1x1x1x768xf32>
    %761 = stablehlo.multiply %760, %755 : tensor<1x1x1x768xf32>
    %762 = stablehlo.negate %753 : tensor<1x1x1x1xf32>
    %763 = stablehlo.broadcast_in_dim %762, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<1x1x1x768xf32>
    %764 = stablehlo.multiply %763, %761 : tensor<1x1x1x768xf32>
    %765 = stablehlo.add %764, %756 : tensor<1x1x1x768xf32>
    %766 = stablehlo.multiply %749, %761 : tensor<1x1x1x768xf32>
    %767 = stablehlo.add %766, %765 : tensor<1x1x1x768xf32>
    %768 = stablehlo.dot_general %767, %arg155, contracting_dims = [3] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x1x1x768xf32>, tensor<768x3072xf32>) -> tensor<1x1x1x3072xf32>
    %769 = stablehlo.broadcast_in_dim %arg156, dims = [3] : (tensor<3072xf32>) -> tensor<1x1x1x3072xf32>
    %770 = stablehlo.add %768, %769 : tensor<1x1x1x3072xf32>
    %cst_111 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %771 = stablehlo.broadcast_in_dim %cst_111, dims = [] : (tensor<f32>) -> tensor<1x1x1x3072xf32>
    %772 = stablehlo.multiply %771, %770 : tensor<1x1x1x3072xf32>
    %773 = stablehlo.negate %770 : tensor<1x1x1x3072xf32>
    %cst_112 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %774 = stablehlo.broadcast_in_dim %cst_112, dims = [] : (tensor<f32>) -> tensor<1x1x1x3072xf32>
    %775 = stablehlo.multiply %773, %774 : tensor<1x1x1x3072xf32>
    %776 = chlo.erfc %775 : tensor<1x1x1x3072xf32> -> tensor<1x1x1x3072xf32>
    %777 = stablehlo.multiply %772, %776 : tensor<1x1x1x3072xf32>
    %778 = stablehlo.dot_general %777, %arg157, contracting_dims = [3] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x1x1x3072xf32>, tensor<3072x768xf32>) -> tensor<1x1x1x768xf32>
    %779 = stablehlo.broadcast_in_dim %arg158, dims = [3] : (tensor<768xf32>) -> tensor<1x1x1x768xf32>
    %780 = stablehlo.add %778, %779 : tensor<1x1x1x768xf32>
    %781 = stablehlo.broadcast_in_dim %arg159, dims = [3] : (tensor<768xf32>) -> tensor<1x1x1x768xf32>
    %782 = stablehlo.multiply %780, %781 : tensor<1x1x1x768xf32>
    %783 = stablehlo.add %746, %782 : tensor<1x1x1x768xf32>
    %784 = stablehlo.convolution(%783, %arg160) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 768 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x1x1x768xf32>, tensor<7x7x1x768xf32>) -> tensor<1x1x1x768xf32>
    %785 = stablehlo.reshape %arg161 : (tensor<768xf32>) -> tensor<1x1x1x768xf32>
    %786 = stablehlo.add %784, %785 : tensor<1x1x1x768xf32>
    %cst_113 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %787 = stablehlo.reduce(%786 init: %cst_113) applies stablehlo.add across dimensions = [3] : (tensor<1x1x1x768xf32>, tensor<f32>) -> tensor<1x1x1xf32>
    %788 = stablehlo.broadcast_in_dim %787, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<1x1x1x1xf32>
    %cst_114 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %789 = stablehlo.broadcast_in_dim %cst_114, dims = [] : (tensor<f32>) -> tensor<1x1x1x1xf32>
    %790 = stablehlo.divide %788, %789 : tensor<1x1x1x1xf32>
    %c_115 = stablehlo.constant dense<0> : tensor<i32>
    %791 = call @_var_4(%786, %c_115) : (tensor<1x1x1x768xf32>, tensor<i32>) -> tensor<1x1x1x1xf32>
    %792 = stablehlo.reshape %arg162 : (tensor<768xf32>) -> tensor<1x1x1x768xf32>
    %793 = stablehlo.reshape %arg163 : (tensor<768xf32>) -> tensor<1x1x1x768xf32>
    %cst_116 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %794 = stablehlo.broadcast_in_dim %cst_116, dims = [] : (tensor<f32>) -> tensor<1x1x1x1xf32>
    %795 = stablehlo.add %791, %794 : tensor<1x1x1x1xf32>
    %796 = stablehlo.rsqrt %795 : tensor<1x1x1x1xf32>
    %797 = stablehlo.broadcast_in_dim %796, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<1x1x1x768xf32>
    %798 = stablehlo.multiply %797, %792 : tensor<1x1x1x768xf32>
    %799 = stablehlo.negate %790 : tensor<1x1x1x1xf32>
    %800 = stablehlo.broadcast_in_dim %799, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<1x1x1x768xf32>
    %801 = stablehlo.multiply %800, %798 : tensor<1x1x1x768xf32>
    %802 = stablehlo.add %801, %793 : tensor<1x1x1x768xf32>
    %803 = stablehlo.multiply %786, %798 : tensor<1x1x1x768xf32>
    %804 = stablehlo.add %803, %802 : tensor<1x1x1x768xf32>
    %805 = stablehlo.dot_general %804, %arg164, contracting_dims = [3] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x1x1x768xf32>, tensor<768x3072xf32>) -> tensor<1x1x1x3072xf32>
    %806 = stablehlo.broadcast_in_dim %arg165, dims = [3] : (tensor<3072xf32>) -> tensor<1x1x1x3072xf32>
    %807 = stablehlo.add %805, %806 : tensor<1x1x1x3072xf32>
    %cst_117 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %808 = stablehlo.broadcast_in_dim %cst_117, dims = [] : (tensor<f32>) -> tensor<1x1x1x3072xf32>
    %809 = stablehlo.multiply %808, %807 : tensor<1x1x1x3072xf32>
    %810 = stablehlo.negate %807 : tensor<1x1x1x3072xf32>
    %cst_118 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %811 = stablehlo.broadcast_in_dim %cst_118, dims = [] : (tensor<f32>) -> tensor<1x1x1x3072xf32>
    %812 = stablehlo.multiply %810, %811 : tensor<1x1x1x3072xf32>
    %813 = chlo.erfc %812 : tensor<1x1x1x3072xf32> -> tensor<1x1x1x3072xf32>
    %814 = stablehlo.multiply %809, %813 : tensor<1x1x1x3072xf32>
    %815 = stablehlo.dot_general %814, %arg166, contracting_dims = [3] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x1x1x3072xf32>, tensor<3072x768xf32>) -> tensor<1x1x1x768xf32>
    %816 = stablehlo.broadcast_in_dim %arg167, dims = [3] : (tensor<768xf32>) -> tensor<1x1x1x768xf32>
    %817 = stablehlo.add %815, %816 : tensor<1x1x1x768xf32>
    %818 = stablehlo.broadcast_in_dim %arg168, dims = [3] : (tensor<768xf32>) -> tensor<1x1x1x768xf32>
    %819 = stablehlo.multiply %817, %818 : tensor<1x1x1x768xf32>
    %820 = stablehlo.add %783, %819 : tensor<1x1x1x768xf32>
    %821 = stablehlo.convolution(%820, %arg169) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 768 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x1x1x768xf32>, tensor<7x7x1x768xf32>) -> tensor<1x1x1x768xf32>
    %822 = stablehlo.reshape %arg170 : (tensor<768xf32>) -> tensor<1x1x1x768xf32>
    %823 = stablehlo.add %821, %822 : tensor<1x1x1x768xf32>
    %cst_119 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %824 = stablehlo.reduce(%823 init: %cst_119) applies stablehlo.add across dimensions = [3] : (tensor<1x1x1x768xf32>, tensor<f32>) -> tensor<1x1x1xf32>
    %825 = stablehlo.broadcast_in_dim %824, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<1x1x1x1xf32>
    %cst_120 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %826 = stablehlo.broadcast_in_dim %cst_120, dims = [] : (tensor<f32>) -> tensor<1x1x1x1xf32>
    %827 = stablehlo.divide %825, %826 : tensor<1x1x1x1xf32>
    %c_121 = stablehlo.constant dense<0> : tensor<i32>
    %828 = call @_var_4(%823, %c_121) : (tensor<1x1x1x768xf32>, tensor<i32>) -> tensor<1x1x1x1xf32>
    %829 = stablehlo.reshape %arg171 : (tensor<768xf32>) -> tensor<1x1x1x768xf32>
    %830 = stablehlo.reshape %arg172 : (tensor<768xf32>) -> tensor<1x1x1x768xf32>
    %cst_122 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %831 = stablehlo.broadcast_in_dim %cst_122, dims = [] : (tensor<f32>) -> tensor<1x1x1x1xf32>
    %832 = stablehlo.add %828, %831 : tensor<1x1x1x1xf32>
    %833 = stablehlo.rsqrt %832 : tensor<1x1x1x1xf32>
    %834 = stablehlo.broadcast_in_dim %833, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<1x1x1x768xf32>
    %835 = stablehlo.multiply %834, %829 : tensor<1x1x1x768xf32>
    %836 = stablehlo.negate %827 : tensor<1x1x1x1xf32>
    %837 = stablehlo.broadcast_in_dim %836, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<1x1x1x768xf32>
    %838 = stablehlo.multiply %837, %835 : tensor<1x1x1x768xf32>
    %839 = stablehlo.add %838, %830 : tensor<1x1x1x768xf32>
    %840 = stablehlo.multiply %823, %835 : tensor<1x1x1x768xf32>
    %841 = stablehlo.add %840, %839 : tensor<1x1x1x768xf32>
    %842 = stablehlo.dot_general %841, %arg173, contracting_dims = [3] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x1x1x768xf32>, tensor<768x3072xf32>) -> tensor<1x1x1x3072xf32>
    %843 = stablehlo.broadcast_in_dim %arg174, dims = [3] : (tensor<3072xf32>) -> tensor<1x1x1x3072xf32>
    %844 = stablehlo.add %842, %843 : tensor<1x1x1x3072xf32>
    %cst_123 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %845 = stablehlo.broadcast_in_dim %cst_123, dims = [] : (tensor<f32>) -> tensor<1x1x1x3072xf32>
    %846 = stablehlo.multiply %845, %844 : tensor<1x1x1x3072xf32>
    %847 = stablehlo.negate %844 : tensor<1x1x1x3072xf32>
    %cst_124 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %848 = stablehlo.broadcast_in_dim %cst_124, dims = [] : (tensor<f32>) -> tensor<1x1x1x3072xf32>
    %849 = stablehlo.multiply %847, %848 : tensor<1x1x1x3072xf32>
    %850 = chlo.erfc %849 : tensor<1x1x1x3072xf32> -> tensor<1x1x1x3072xf32>
    %851 = stablehlo.multiply %846, %850 : tensor<1x1x1x3072xf32>
    %852 = stablehlo.dot_general %851, %arg175, contracting_dims = [3] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x1x1x3072xf32>, tensor<3072x768xf32>) -> tensor<1x1x1x768xf32>
    %853 = stablehlo.broadcast_in_dim %arg176, dims = [3] : (tensor<768xf32>) -> tensor<1x1x1x768xf32>
    %854 = stablehlo.add %852, %853 : tensor<1x1x1x768xf32>
    %855 = stablehlo.broadcast_in_dim %arg177, dims = [3] : (tensor<768xf32>) -> tensor<1x1x1x768xf32>
    %856 = stablehlo.multiply %854, %855 : tensor<1x1x1x768xf32>
    %857 = stablehlo.add %820, %856 : tensor<1x1x1x768xf32>
    %cst_125 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %858 = stablehlo.reduce(%857 init: %cst_125) applies stablehlo.add across dimensions = [1, 2] : (tensor<1x1x1x768xf32>, tensor<f32>) -> tensor<1x768xf32>
    %cst_126 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %859 = stablehlo.broadcast_in_dim %cst_126, dims = [] : (tensor<f32>) -> tensor<1x768xf32>
    %860 = stablehlo.divide %858, %859 : tensor<1x768xf32>
    %cst_127 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %861 = stablehlo.reduce(%860 init: %cst_127) applies stablehlo.add across dimensions = [1] : (tensor<1x768xf32>, tensor<f32>) -> tensor<1xf32>
    %862 = stablehlo.broadcast_in_dim %861, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %cst_128 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %863 = stablehlo.broadcast_in_dim %cst_128, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %864 = stablehlo.divide %862, %863 : tensor<1x1xf32>
    %c_129 = stablehlo.constant dense<0> : tensor<i32>
    %865 = call @_var_6(%860, %c_129) : (tensor<1x768xf32>, tensor<i32>) -> tensor<1x1xf32>
    %866 = stablehlo.reshape %arg178 : (tensor<768xf32>) -> tensor<1x768xf32>
    %867 = stablehlo.reshape %arg179 : (tensor<768xf32>) -> tensor<1x768xf32>
    %cst_130 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %868 = stablehlo.broadcast_in_dim %cst_130, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %869 = stablehlo.add %865, %868 : tensor<1x1xf32>
    %870 = stablehlo.rsqrt %869 : tensor<1x1xf32>
    %871 = stablehlo.broadcast_in_dim %870, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x768xf32>
    %872 = stablehlo.multiply %871, %866 : tensor<1x768xf32>
    %873 = stablehlo.negate %864 : tensor<1x1xf32>
    %874 = stablehlo.broadcast_in_dim %873, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x768xf32>
    %875 = stablehlo.multiply %874, %872 : tensor<1x768xf32>
    %876 = stablehlo.add %875, %867 : tensor<1x768xf32>
    %877 = stablehlo.multiply %860, %872 : tensor<1x768xf32>
    %878 = stablehlo.add %877, %876 : tensor<1x768xf32>
    %879 = stablehlo.dot_general %878, %arg180, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x768xf32>, tensor<768x10xf32>) -> tensor<1x10xf32>
    %880 = stablehlo.broadcast_in_dim %arg181, dims = [1] : (tensor<10xf32>) -> tensor<1x10xf32>
    %881 = stablehlo.add %879, %880 : tensor<1x10xf32>
    %cst_131 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %882 = stablehlo.reduce(%881 init: %cst_131) applies stablehlo.maximum across dimensions = [1] : (tensor<1x10xf32>, tensor<f32>) -> tensor<1xf32>
    %cst_132 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %883 = stablehlo.broadcast_in_dim %cst_132, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %884 = stablehlo.maximum %883, %882 : tensor<1xf32>
    %885 = stablehlo.broadcast_in_dim %884, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %886 = stablehlo.broadcast_in_dim %885, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x10xf32>
    %887 = stablehlo.subtract %881, %886 : tensor<1x10xf32>
    %888 = stablehlo.exponential %887 : tensor<1x10xf32>
    %cst_133 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %889 = stablehlo.reduce(%888 init: %cst_133) applies stablehlo.add across dimensions = [1] : (tensor<1x10xf32>, tensor<f32>) -> tensor<1xf32>
    %890 = stablehlo.broadcast_in_dim %889, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %891 = stablehlo.broadcast_in_dim %890, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x10xf32>
    %892 = stablehlo.divide %888, %891 : tensor<1x10xf32>
    return %892 : tensor<1x10xf32>
  }
  func.func private @_var(%arg0: tensor<1x8x8x96xf32>, %arg1: tensor<i32>) -> tensor<1x8x8x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [3] : (tensor<1x8x8x96xf32>, tensor<f32>) -> tensor<1x8x8xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2] : (tensor<1x8x8xf32>) -> tensor<1x8x8x1xf32>
    %cst_0 = stablehlo.constant dense<9.600000e+01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x8x8x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<1x8x8x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2, 3] : (tensor<1x8x8x1xf32>) -> tensor<1x8x8x96xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<1x8x8x96xf32>
    %6 = chlo.square %5 : tensor<1x8x8x96xf32> -> tensor<1x8x8x96xf32>
    %7 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %cst_1 = stablehlo.constant dense<9.600000e+01> : tensor<f32>
    %8 = stablehlo.subtract %cst_1, %7 : tensor<f32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%6 init: %cst_2) applies stablehlo.add across dimensions = [3] : (tensor<1x8x8x96xf32>, tensor<f32>) -> tensor<1x8x8xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2] : (tensor<1x8x8xf32>) -> tensor<1x8x8x1xf32>
    %11 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<1x8x8x1xf32>
    %12 = stablehlo.divide %10, %11 : tensor<1x8x8x1xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.compare GT, %8, %cst_3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = call @_where(%13, %12, %cst_4) : (tensor<i1>, tensor<1x8x8x1xf32>, tensor<f32>) -> tensor<1x8x8x1xf32>
    return %14 : tensor<1x8x8x1xf32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<1x8x8x1xf32>, %arg2: tensor<f32>) -> tensor<1x8x8x1xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1x8x8x1xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<1x8x8x1xf32>
    return %2 : tensor<1x8x8x1xf32>
  }
  func.func private @_var_0(%arg0: tensor<1x4x4x192xf32>, %arg1: tensor<i32>) -> tensor<1x4x4x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [3] : (tensor<1x4x4x192xf32>, tensor<f32>) -> tensor<1x4x4xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2] : (tensor<1x4x4xf32>) -> tensor<1x4x4x1xf32>
    %cst_0 = stablehlo.constant dense<1.920000e+02> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x4x4x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<1x4x4x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2, 3] : (tensor<1x4x4x1xf32>) -> tensor<1x4x4x192xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<1x4x4x192xf32>
    %6 = chlo.square %5 : tensor<1x4x4x192xf32> -> tensor<1x4x4x192xf32>
    %7 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %cst_1 = stablehlo.constant dense<1.920000e+02> : tensor<f32>
    %8 = stablehlo.subtract %cst_1, %7 : tensor<f32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%6 init: %cst_2) applies stablehlo.add across dimensions = [3] : (tensor<1x4x4x192xf32>, tensor<f32>) -> tensor<1x4x4xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2] : (tensor<1x4x4xf32>) -> tensor<1x4x4x1xf32>
    %11 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<1x4x4x1xf32>
    %12 = stablehlo.divide %10, %11 : tensor<1x4x4x1xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.compare GT, %8, %cst_3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = call @_where_1(%13, %12, %cst_4) : (tensor<i1>, tensor<1x4x4x1xf32>, tensor<f32>) -> tensor<1x4x4x1xf32>
    return %14 : tensor<1x4x4x1xf32>
  }
  func.func private @_where_1(%arg0: tensor<i1>, %arg1: tensor<1x4x4x1xf32>, %arg2: tensor<f32>) -> tensor<1x4x4x1xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1x4x4x1xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<1x4x4x1xf32>
    return %2 : tensor<1x4x4x1xf32>
  }
  func.func private @_var_2(%arg0: tensor<1x2x2x384xf32>, %arg1: tensor<i32>) -> tensor<1x2x2x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [3] : (tensor<1x2x2x384xf32>, tensor<f32>) -> tensor<1x2x2xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2] : (tensor<1x2x2xf32>) -> tensor<1x2x2x1xf32>
    %cst_0 = stablehlo.constant dense<3.840000e+02> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x2x2x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<1x2x2x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2, 3] : (tensor<1x2x2x1xf32>) -> tensor<1x2x2x384xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<1x2x2x384xf32>
    %6 = chlo.square %5 : tensor<1x2x2x384xf32> -> tensor<1x2x2x384xf32>
    %7 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %cst_1 = stablehlo.constant dense<3.840000e+02> : tensor<f32>
    %8 = stablehlo.subtract %cst_1, %7 : tensor<f32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%6 init: %cst_2) applies stablehlo.add across dimensions = [3] : (tensor<1x2x2x384xf32>, tensor<f32>) -> tensor<1x2x2xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2] : (tensor<1x2x2xf32>) -> tensor<1x2x2x1xf32>
    %11 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<1x2x2x1xf32>
    %12 = stablehlo.divide %10, %11 : tensor<1x2x2x1xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.compare GT, %8, %cst_3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = call @_where_3(%13, %12, %cst_4) : (tensor<i1>, tensor<1x2x2x1xf32>, tensor<f32>) -> tensor<1x2x2x1xf32>
    return %14 : tensor<1x2x2x1xf32>
  }
  func.func private @_where_3(%arg0: tensor<i1>, %arg1: tensor<1x2x2x1xf32>, %arg2: tensor<f32>) -> tensor<1x2x2x1xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1x2x2x1xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<1x2x2x1xf32>
    return %2 : tensor<1x2x2x1xf32>
  }
  func.func private @_var_4(%arg0: tensor<1x1x1x768xf32>, %arg1: tensor<i32>) -> tensor<1x1x1x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [3] : (tensor<1x1x1x768xf32>, tensor<f32>) -> tensor<1x1x1xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<1x1x1x1xf32>
    %cst_0 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x1x1x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<1x1x1x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<1x1x1x768xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<1x1x1x768xf32>
    %6 = chlo.square %5 : tensor<1x1x1x768xf32> -> tensor<1x1x1x768xf32>
    %7 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %cst_1 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %8 = stablehlo.subtract %cst_1, %7 : tensor<f32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%6 init: %cst_2) applies stablehlo.add across dimensions = [3] : (tensor<1x1x1x768xf32>, tensor<f32>) -> tensor<1x1x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<1x1x1x1xf32>
    %11 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<1x1x1x1xf32>
    %12 = stablehlo.divide %10, %11 : tensor<1x1x1x1xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.compare GT, %8, %cst_3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = call @_where_5(%13, %12, %cst_4) : (tensor<i1>, tensor<1x1x1x1xf32>, tensor<f32>) -> tensor<1x1x1x1xf32>
    return %14 : tensor<1x1x1x1xf32>
  }
  func.func private @_where_5(%arg0: tensor<i1>, %arg1: tensor<1x1x1x1xf32>, %arg2: tensor<f32>) -> tensor<1x1x1x1xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1x1x1x1xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<1x1x1x1xf32>
    return %2 : tensor<1x1x1x1xf32>
  }
  func.func private @_var_6(%arg0: tensor<1x768xf32>, %arg1: tensor<i32>) -> tensor<1x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<1x768xf32>, tensor<f32>) -> tensor<1xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %cst_0 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<1x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x768xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<1x768xf32>
    %6 = chlo.square %5 : tensor<1x768xf32> -> tensor<1x768xf32>
    %7 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %cst_1 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %8 = stablehlo.subtract %cst_1, %7 : tensor<f32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%6 init: %cst_2) applies stablehlo.add across dimensions = [1] : (tensor<1x768xf32>, tensor<f32>) -> tensor<1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %11 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %12 = stablehlo.divide %10, %11 : tensor<1x1xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.compare GT, %8, %cst_3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = call @_where_7(%13, %12, %cst_4) : (tensor<i1>, tensor<1x1xf32>, tensor<f32>) -> tensor<1x1xf32>
    return %14 : tensor<1x1xf32>
  }
  func.func private @_where_7(%arg0: tensor<i1>, %arg1: tensor<1x1xf32>, %arg2: tensor<f32>) -> tensor<1x1xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<1x1xf32>
    return %2 : tensor<1x1xf32>
  }
}
