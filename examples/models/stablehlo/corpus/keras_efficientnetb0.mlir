module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x3x3x32xf32>, %arg1: tensor<32xf32>, %arg2: tensor<32xf32>, %arg3: tensor<3x3x32x1xf32>, %arg4: tensor<32xf32>, %arg5: tensor<32xf32>, %arg6: tensor<1x1x32x8xf32>, %arg7: tensor<8xf32>, %arg8: tensor<1x1x8x32xf32>, %arg9: tensor<32xf32>, %arg10: tensor<1x1x32x16xf32>, %arg11: tensor<16xf32>, %arg12: tensor<16xf32>, %arg13: tensor<1x1x16x96xf32>, %arg14: tensor<96xf32>, %arg15: tensor<96xf32>, %arg16: tensor<3x3x96x1xf32>, %arg17: tensor<96xf32>, %arg18: tensor<96xf32>, %arg19: tensor<1x1x96x4xf32>, %arg20: tensor<4xf32>, %arg21: tensor<1x1x4x96xf32>, %arg22: tensor<96xf32>, %arg23: tensor<1x1x96x24xf32>, %arg24: tensor<24xf32>, %arg25: tensor<24xf32>, %arg26: tensor<1x1x24x144xf32>, %arg27: tensor<144xf32>, %arg28: tensor<144xf32>, %arg29: tensor<3x3x144x1xf32>, %arg30: tensor<144xf32>, %arg31: tensor<144xf32>, %arg32: tensor<1x1x144x6xf32>, %arg33: tensor<6xf32>, %arg34: tensor<1x1x6x144xf32>, %arg35: tensor<144xf32>, %arg36: tensor<1x1x144x24xf32>, %arg37: tensor<24xf32>, %arg38: tensor<24xf32>, %arg39: tensor<1x1x24x144xf32>, %arg40: tensor<144xf32>, %arg41: tensor<144xf32>, %arg42: tensor<5x5x144x1xf32>, %arg43: tensor<144xf32>, %arg44: tensor<144xf32>, %arg45: tensor<1x1x144x6xf32>, %arg46: tensor<6xf32>, %arg47: tensor<1x1x6x144xf32>, %arg48: tensor<144xf32>, %arg49: tensor<1x1x144x40xf32>, %arg50: tensor<40xf32>, %arg51: tensor<40xf32>, %arg52: tensor<1x1x40x240xf32>, %arg53: tensor<240xf32>, %arg54: tensor<240xf32>, %arg55: tensor<5x5x240x1xf32>, %arg56: tensor<240xf32>, %arg57: tensor<240xf32>, %arg58: tensor<1x1x240x10xf32>, %arg59: tensor<10xf32>, %arg60: tensor<1x1x10x240xf32>, %arg61: tensor<240xf32>, %arg62: tensor<1x1x240x40xf32>, %arg63: tensor<40xf32>, %arg64: tensor<40xf32>, %arg65: tensor<1x1x40x240xf32>, %arg66: tensor<240xf32>, %arg67: tensor<240xf32>, %arg68: tensor<3x3x240x1xf32>, %arg69: tensor<240xf32>, %arg70: tensor<240xf32>, %arg71: tensor<1x1x240x10xf32>, %arg72: tensor<10xf32>, %arg73: tensor<1x1x10x240xf32>, %arg74: tensor<240xf32>, %arg75: tensor<1x1x240x80xf32>, %arg76: tensor<80xf32>, %arg77: tensor<80xf32>, %arg78: tensor<1x1x80x480xf32>, %arg79: tensor<480xf32>, %arg80: tensor<480xf32>, %arg81: tensor<3x3x480x1xf32>, %arg82: tensor<480xf32>, %arg83: tensor<480xf32>, %arg84: tensor<1x1x480x20xf32>, %arg85: tensor<20xf32>, %arg86: tensor<1x1x20x480xf32>, %arg87: tensor<480xf32>, %arg88: tensor<1x1x480x80xf32>, %arg89: tensor<80xf32>, %arg90: tensor<80xf32>, %arg91: tensor<1x1x80x480xf32>, %arg92: tensor<480xf32>, %arg93: tensor<480xf32>, %arg94: tensor<3x3x480x1xf32>, %arg95: tensor<480xf32>, %arg96: tensor<480xf32>, %arg97: tensor<1x1x480x20xf32>, %arg98: tensor<20xf32>, %arg99: tensor<1x1x20x480xf32>, %arg100: tensor<480xf32>, %arg101: tensor<1x1x480x80xf32>, %arg102: tensor<80xf32>, %arg103: tensor<80xf32>, %arg104: tensor<1x1x80x480xf32>, %arg105: tensor<480xf32>, %arg106: tensor<480xf32>, %arg107: tensor<5x5x480x1xf32>, %arg108: tensor<480xf32>, %arg109: tensor<480xf32>, %arg110: tensor<1x1x480x20xf32>, %arg111: tensor<20xf32>, %arg112: tensor<1x1x20x480xf32>, %arg113: tensor<480xf32>, %arg114: tensor<1x1x480x112xf32>, %arg115: tensor<112xf32>, %arg116: tensor<112xf32>, %arg117: tensor<1x1x112x672xf32>, %arg118: tensor<672xf32>, %arg119: tensor<672xf32>, %arg120: tensor<5x5x672x1xf32>, %arg121: tensor<672xf32>, %arg122: tensor<672xf32>, %arg123: tensor<1x1x672x28xf32>, %arg124: tensor<28xf32>, %arg125: tensor<1x1x28x672xf32>, %arg126: tensor<672xf32>, %arg127: tensor<1x1x672x112xf32>, %arg128: tensor<112xf32>, %arg129: tensor<112xf32>, %arg130: tensor<1x1x112x672xf32>, %arg131: tensor<672xf32>, %arg132: tensor<672xf32>, %arg133: tensor<5x5x672x1xf32>, %arg134: tensor<672xf32>, %arg135: tensor<672xf32>, %arg136: tensor<1x1x672x28xf32>, %arg137: tensor<28xf32>, %arg138: tensor<1x1x28x672xf32>, %arg139: tensor<672xf32>, %arg140: tensor<1x1x672x112xf32>, %arg141: tensor<112xf32>, %arg142: tensor<112xf32>, %arg143: tensor<1x1x112x672xf32>, %arg144: tensor<672xf32>, %arg145: tensor<672xf32>, %arg146: tensor<5x5x672x1xf32>, %arg147: tensor<672xf32>, %arg148: tensor<672xf32>, %arg149: tensor<1x1x672x28xf32>, %arg150: tensor<28xf32>, %arg151: tensor<1x1x28x672xf32>, %arg152: tensor<672xf32>, %arg153: tensor<1x1x672x192xf32>, %arg154: tensor<192xf32>, %arg155: tensor<192xf32>, %arg156: tensor<1x1x192x1152xf32>, %arg157: tensor<1152xf32>, %arg158: tensor<1152xf32>, %arg159: tensor<5x5x1152x1xf32>, %arg160: tensor<1152xf32>, %arg161: tensor<1152xf32>, %arg162: tensor<1x1x1152x48xf32>, %arg163: tensor<48xf32>, %arg164: tensor<1x1x48x1152xf32>, %arg165: tensor<1152xf32>, %arg166: tensor<1x1x1152x192xf32>, %arg167: tensor<192xf32>, %arg168: tensor<192xf32>, %arg169: tensor<1x1x192x1152xf32>, %arg170: tensor<1152xf32>, %arg171: tensor<1152xf32>, %arg172: tensor<5x5x1152x1xf32>, %arg173: tensor<1152xf32>, %arg174: tensor<1152xf32>, %arg175: tensor<1x1x1152x48xf32>, %arg176: tensor<48xf32>, %arg177: tensor<1x1x48x1152xf32>, %arg178: tensor<1152xf32>, %arg179: tensor<1x1x1152x192xf32>, %arg180: tensor<192xf32>, %arg181: tensor<192xf32>, %arg182: tensor<1x1x192x1152xf32>, %arg183: tensor<1152xf32>, %arg184: tensor<1152xf32>, %arg185: tensor<5x5x1152x1xf32>, %arg186: tensor<1152xf32>, %arg187: tensor<1152xf32>, %arg188: tensor<1x1x1152x48xf32>, %arg189: tensor<48xf32>, %arg190: tensor<1x1x48x1152xf32>, %arg191: tensor<1152xf32>, %arg192: tensor<1x1x1152x192xf32>, %arg193: tensor<192xf32>, %arg194: tensor<192xf32>, %arg195: tensor<1x1x192x1152xf32>, %arg196: tensor<1152xf32>, %arg197: tensor<1152xf32>, %arg198: tensor<3x3x1152x1xf32>, %arg199: tensor<1152xf32>, %arg200: tensor<1152xf32>, %arg201: tensor<1x1x1152x48xf32>, %arg202: tensor<48xf32>, %arg203: tensor<1x1x48x1152xf32>, %arg204: tensor<1152xf32>, %arg205: tensor<1x1x1152x320xf32>, %arg206: tensor<320xf32>, %arg207: tensor<320xf32>, %arg208: tensor<1x1x320x1280xf32>, %arg209: tensor<1280xf32>, %arg210: tensor<1280xf32>, %arg211: tensor<1280x10xf32>, %arg212: tensor<10xf32>, %arg213: tensor<32xf32>, %arg214: tensor<32xf32>, %arg215: tensor<32xf32>, %arg216: tensor<32xf32>, %arg217: tensor<16xf32>, %arg218: tensor<16xf32>, %arg219: tensor<96xf32>, %arg220: tensor<96xf32>, %arg221: tensor<96xf32>, %arg222: tensor<96xf32>, %arg223: tensor<24xf32>, %arg224: tensor<24xf32>, %arg225: tensor<144xf32>, %arg226: tensor<144xf32>, %arg227: tensor<144xf32>, %arg228: tensor<144xf32>, %arg229: tensor<24xf32>, %arg230: tensor<24xf32>, %arg231: tensor<144xf32>, %arg232: tensor<144xf32>, %arg233: tensor<144xf32>, %arg234: tensor<144xf32>, %arg235: tensor<40xf32>, %arg236: tensor<40xf32>, %arg237: tensor<240xf32>, %arg238: tensor<240xf32>, %arg239: tensor<240xf32>, %arg240: tensor<240xf32>, %arg241: tensor<40xf32>, %arg242: tensor<40xf32>, %arg243: tensor<240xf32>, %arg244: tensor<240xf32>, %arg245: tensor<240xf32>, %arg246: tensor<240xf32>, %arg247: tensor<80xf32>, %arg248: tensor<80xf32>, %arg249: tensor<480xf32>, %arg250: tensor<480xf32>, %arg251: tensor<480xf32>, %arg252: tensor<480xf32>, %arg253: tensor<80xf32>, %arg254: tensor<80xf32>, %arg255: tensor<480xf32>, %arg256: tensor<480xf32>, %arg257: tensor<480xf32>, %arg258: tensor<480xf32>, %arg259: tensor<80xf32>, %arg260: tensor<80xf32>, %arg261: tensor<480xf32>, %arg262: tensor<480xf32>, %arg263: tensor<480xf32>, %arg264: tensor<480xf32>, %arg265: tensor<112xf32>, %arg266: tensor<112xf32>, %arg267: tensor<672xf32>, %arg268: tensor<672xf32>, %arg269: tensor<672xf32>, %arg270: tensor<672xf32>, %arg271: tensor<112xf32>, %arg272: tensor<112xf32>, %arg273: tensor<672xf32>, %arg274: tensor<672xf32>, %arg275: tensor<672xf32>, %arg276: tensor<672xf32>, %arg277: tensor<112xf32>, %arg278: tensor<112xf32>, %arg279: tensor<672xf32>, %arg280: tensor<672xf32>, %arg281: tensor<672xf32>, %arg282: tensor<672xf32>, %arg283: tensor<192xf32>, %arg284: tensor<192xf32>, %arg285: tensor<1152xf32>, %arg286: tensor<1152xf32>, %arg287: tensor<1152xf32>, %arg288: tensor<1152xf32>, %arg289: tensor<192xf32>, %arg290: tensor<192xf32>, %arg291: tensor<1152xf32>, %arg292: tensor<1152xf32>, %arg293: tensor<1152xf32>, %arg294: tensor<1152xf32>, %arg295: tensor<192xf32>, %arg296: tensor<192xf32>, %arg297: tensor<1152xf32>, %arg298: tensor<1152xf32>, %arg299: tensor<1152xf32>, %arg300: tensor<1152xf32>, %arg301: tensor<192xf32>, %arg302: tensor<192xf32>, %arg303: tensor<1152xf32>, %arg304: tensor<1152xf32>, %arg305: tensor<1152xf32>, %arg306: tensor<1152xf32>, %arg307: tensor<320xf32>, %arg308: tensor<320xf32>, %arg309: tensor<1280xf32>, %arg310: tensor<1280xf32>, %arg311: tensor<1x32x32x3xf32>) -> (tensor<1x10xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<1x1x1x3xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<1x1x1x3xf32>
    %cst_1 = stablehlo.constant dense<0.00392156886> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<1x32x32x3xf32>
    %1 = stablehlo.multiply %arg311, %0 : tensor<1x32x32x3xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<1x32x32x3xf32>
    %3 = stablehlo.add %1, %2 : tensor<1x32x32x3xf32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [0, 1, 2, 3] : (tensor<1x1x1x3xf32>) -> tensor<1x32x32x3xf32>
    %5 = stablehlo.subtract %3, %4 : tensor<1x32x32x3xf32>
    %6 = stablehlo.sqrt %cst_0 : tensor<1x1x1x3xf32>
    %cst_3 = stablehlo.constant dense<1.000000e-07> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<1x1x1x3xf32>
    %8 = stablehlo.maximum %6, %7 : tensor<1x1x1x3xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2, 3] : (tensor<1x1x1x3xf32>) -> tensor<1x32x32x3xf32>
    %10 = stablehlo.divide %5, %9 : tensor<1x32x32x3xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %11 = call @_pad(%10, %c) : (tensor<1x32x32x3xf32>, tensor<i32>) -> tensor<1x33x33x3xf32>
    %12 = stablehlo.convolution(%11, %arg0) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x33x33x3xf32>, tensor<3x3x3x32xf32>) -> tensor<1x16x16x32xf32>
    %13 = stablehlo.reshape %arg213 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %14 = stablehlo.reshape %arg214 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %cst_4 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<1x1x1x32xf32>
    %16 = stablehlo.add %14, %15 : tensor<1x1x1x32xf32>
    %17 = stablehlo.rsqrt %16 : tensor<1x1x1x32xf32>
    %18 = stablehlo.reshape %arg1 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %19 = stablehlo.multiply %17, %18 : tensor<1x1x1x32xf32>
    %20 = stablehlo.negate %13 : tensor<1x1x1x32xf32>
    %21 = stablehlo.multiply %20, %19 : tensor<1x1x1x32xf32>
    %22 = stablehlo.reshape %arg2 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %23 = stablehlo.add %21, %22 : tensor<1x1x1x32xf32>
    %24 = stablehlo.broadcast_in_dim %19, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<1x16x16x32xf32>
    %25 = stablehlo.multiply %12, %24 : tensor<1x16x16x32xf32>
    %26 = stablehlo.broadcast_in_dim %23, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<1x16x16x32xf32>
    %27 = stablehlo.add %25, %26 : tensor<1x16x16x32xf32>
    %28 = call @silu(%27) : (tensor<1x16x16x32xf32>) -> tensor<1x16x16x32xf32>
    %29 = stablehlo.reshape %arg3 : (tensor<3x3x32x1xf32>) -> tensor<3x3x1x32xf32>
    %30 = stablehlo.convolution(%28, %29) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 32 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x16x16x32xf32>, tensor<3x3x1x32xf32>) -> tensor<1x16x16x32xf32>
    %31 = stablehlo.reshape %arg215 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %32 = stablehlo.reshape %arg216 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %cst_5 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<1x1x1x32xf32>
    %34 = stablehlo.add %32, %33 : tensor<1x1x1x32xf32>
    %35 = stablehlo.rsqrt %34 : tensor<1x1x1x32xf32>
    %36 = stablehlo.reshape %arg4 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %37 = stablehlo.multiply %35, %36 : tensor<1x1x1x32xf32>
    %38 = stablehlo.negate %31 : tensor<1x1x1x32xf32>
    %39 = stablehlo.multiply %38, %37 : tensor<1x1x1x32xf32>
    %40 = stablehlo.reshape %arg5 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %41 = stablehlo.add %39, %40 : tensor<1x1x1x32xf32>
    %42 = stablehlo.broadcast_in_dim %37, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<1x16x16x32xf32>
    %43 = stablehlo.multiply %30, %42 : tensor<1x16x16x32xf32>
    %44 = stablehlo.broadcast_in_dim %41, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<1x16x16x32xf32>
    %45 = stablehlo.add %43, %44 : tensor<1x16x16x32xf32>
    %46 = call @silu(%45) : (tensor<1x16x16x32xf32>) -> tensor<1x16x16x32xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %47 = stablehlo.reduce(%46 init: %cst_6) applies stablehlo.add across dimensions = [1, 2] : (tensor<1x16x16x32xf32>, tensor<f32>) -> tensor<1x32xf32>
    %cst_7 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<1x32xf32>
    %49 = stablehlo.divide %47, %48 : tensor<1x32xf32>
    %50 = stablehlo.reshape %49 : (tensor<1x32xf32>) -> tensor<1x1x1x32xf32>
    %51 = stablehlo.convolution(%50, %arg6) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x1x1x32xf32>, tensor<1x1x32x8xf32>) -> tensor<1x1x1x8xf32>
    %52 = stablehlo.reshape %arg7 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %53 = stablehlo.add %51, %52 : tensor<1x1x1x8xf32>
    %54 = call @silu_0(%53) : (tensor<1x1x1x8xf32>) -> tensor<1x1x1x8xf32>
    %55 = stablehlo.convolution(%54, %arg8) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x1x1x8xf32>, tensor<1x1x8x32xf32>) -> tensor<1x1x1x32xf32>
    %56 = stablehlo.reshape %arg9 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %57 = stablehlo.add %55, %56 : tensor<1x1x1x32xf32>
    %58 = stablehlo.negate %57 : tensor<1x1x1x32xf32>
    %59 = stablehlo.exponential %58 : tensor<1x1x1x32xf32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %60 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<1x1x1x32xf32>
    %61 = stablehlo.add %60, %59 : tensor<1x1x1x32xf32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %62 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<1x1x1x32xf32>
    %63 = stablehlo.divide %62, %61 : tensor<1x1x1x32xf32>
    %64 = stablehlo.broadcast_in_dim %63, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<1x16x16x32xf32>
    %65 = stablehlo.multiply %46, %64 : tensor<1x16x16x32xf32>
    %66 = stablehlo.convolution(%65, %arg10) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x16x16x32xf32>, tensor<1x1x32x16xf32>) -> tensor<1x16x16x16xf32>
    %67 = stablehlo.reshape %arg217 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %68 = stablehlo.reshape %arg218 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %cst_10 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %69 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<1x1x1x16xf32>
    %70 = stablehlo.add %68, %69 : tensor<1x1x1x16xf32>
    %71 = stablehlo.rsqrt %70 : tensor<1x1x1x16xf32>
    %72 = stablehlo.reshape %arg11 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %73 = stablehlo.multiply %71, %72 : tensor<1x1x1x16xf32>
    %74 = stablehlo.negate %67 : tensor<1x1x1x16xf32>
    %75 = stablehlo.multiply %74, %73 : tensor<1x1x1x16xf32>
    %76 = stablehlo.reshape %arg12 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %77 = stablehlo.add %75, %76 : tensor<1x1x1x16xf32>
    %78 = stablehlo.broadcast_in_dim %73, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<1x16x16x16xf32>
    %79 = stablehlo.multiply %66, %78 : tensor<1x16x16x16xf32>
    %80 = stablehlo.broadcast_in_dim %77, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<1x16x16x16xf32>
    %81 = stablehlo.add %79, %80 : tensor<1x16x16x16xf32>
    %82 = stablehlo.convolution(%81, %arg13) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x16x16x16xf32>, tensor<1x1x16x96xf32>) -> tensor<1x16x16x96xf32>
    %83 = stablehlo.reshape %arg219 : (tensor<96xf32>) -> tensor<1x1x1x96xf32>
    %84 = stablehlo.reshape %arg220 : (tensor<96xf32>) -> tensor<1x1x1x96xf32>
    %cst_11 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %85 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<1x1x1x96xf32>
    %86 = stablehlo.add %84, %85 : tensor<1x1x1x96xf32>
    %87 = stablehlo.rsqrt %86 : tensor<1x1x1x96xf32>
    %88 = stablehlo.reshape %arg14 : (tensor<96xf32>) -> tensor<1x1x1x96xf32>
    %89 = stablehlo.multiply %87, %88 : tensor<1x1x1x96xf32>
    %90 = stablehlo.negate %83 : tensor<1x1x1x96xf32>
    %91 = stablehlo.multiply %90, %89 : tensor<1x1x1x96xf32>
    %92 = stablehlo.reshape %arg15 : (tensor<96xf32>) -> tensor<1x1x1x96xf32>
    %93 = stablehlo.add %91, %92 : tensor<1x1x1x96xf32>
    %94 = stablehlo.broadcast_in_dim %89, dims = [0, 1, 2, 3] : (tensor<1x1x1x96xf32>) -> tensor<1x16x16x96xf32>
    %95 = stablehlo.multiply %82, %94 : tensor<1x16x16x96xf32>
    %96 = stablehlo.broadcast_in_dim %93, dims = [0, 1, 2, 3] : (tensor<1x1x1x96xf32>) -> tensor<1x16x16x96xf32>
    %97 = stablehlo.add %95, %96 : tensor<1x16x16x96xf32>
    %98 = call @silu_1(%97) : (tensor<1x16x16x96xf32>) -> tensor<1x16x16x96xf32>
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    %99 = call @_pad_2(%98, %c_12) : (tensor<1x16x16x96xf32>, tensor<i32>) -> tensor<1x17x17x96xf32>
    %100 = stablehlo.reshape %arg16 : (tensor<3x3x96x1xf32>) -> tensor<3x3x1x96xf32>
    %101 = stablehlo.convolution(%99, %100) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 96 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x17x17x96xf32>, tensor<3x3x1x96xf32>) -> tensor<1x8x8x96xf32>
    %102 = stablehlo.reshape %arg221 : (tensor<96xf32>) -> tensor<1x1x1x96xf32>
    %103 = stablehlo.reshape %arg222 : (tensor<96xf32>) -> tensor<1x1x1x96xf32>
    %cst_13 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %104 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<1x1x1x96xf32>
    %105 = stablehlo.add %103, %104 : tensor<1x1x1x96xf32>
    %106 = stablehlo.rsqrt %105 : tensor<1x1x1x96xf32>
    %107 = stablehlo.reshape %arg17 : (tensor<96xf32>) -> tensor<1x1x1x96xf32>
    %108 = stablehlo.multiply %106, %107 : tensor<1x1x1x96xf32>
    %109 = stablehlo.negate %102 : tensor<1x1x1x96xf32>
    %110 = stablehlo.multiply %109, %108 : tensor<1x1x1x96xf32>
    %111 = stablehlo.reshape %arg18 : (tensor<96xf32>) -> tensor<1x1x1x96xf32>
    %112 = stablehlo.add %110, %111 : tensor<1x1x1x96xf32>
    %113 = stablehlo.broadcast_in_dim %108, dims = [0, 1, 2, 3] : (tensor<1x1x1x96xf32>) -> tensor<1x8x8x96xf32>
    %114 = stablehlo.multiply %101, %113 : tensor<1x8x8x96xf32>
    %115 = stablehlo.broadcast_in_dim %112, dims = [0, 1, 2, 3] : (tensor<1x1x1x96xf32>) -> tensor<1x8x8x96xf32>
    %116 = stablehlo.add %114, %115 : tensor<1x8x8x96xf32>
    %117 = call @silu_3(%116) : (tensor<1x8x8x96xf32>) -> tensor<1x8x8x96xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %118 = stablehlo.reduce(%117 init: %cst_14) applies stablehlo.add across dimensions = [1, 2] : (tensor<1x8x8x96xf32>, tensor<f32>) -> tensor<1x96xf32>
    %cst_15 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %119 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<1x96xf32>
    %120 = stablehlo.divide %118, %119 : tensor<1x96xf32>
    %121 = stablehlo.reshape %120 : (tensor<1x96xf32>) -> tensor<1x1x1x96xf32>
    %122 = stablehlo.convolution(%121, %arg19) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x1x1x96xf32>, tensor<1x1x96x4xf32>) -> tensor<1x1x1x4xf32>
    %123 = stablehlo.reshape %arg20 : (tensor<4xf32>) -> tensor<1x1x1x4xf32>
    %124 = stablehlo.add %122, %123 : tensor<1x1x1x4xf32>
    %125 = call @silu_4(%124) : (tensor<1x1x1x4xf32>) -> tensor<1x1x1x4xf32>
    %126 = stablehlo.convolution(%125, %arg21) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x1x1x4xf32>, tensor<1x1x4x96xf32>) -> tensor<1x1x1x96xf32>
    %127 = stablehlo.reshape %arg22 : (tensor<96xf32>) -> tensor<1x1x1x96xf32>
    %128 = stablehlo.add %126, %127 : tensor<1x1x1x96xf32>
    %129 = stablehlo.negate %128 : tensor<1x1x1x96xf32>
    %130 = stablehlo.exponential %129 : tensor<1x1x1x96xf32>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %131 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<1x1x1x96xf32>
    %132 = stablehlo.add %131, %130 : tensor<1x1x1x96xf32>
    %cst_17 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %133 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<1x1x1x96xf32>
    %134 = stablehlo.divide %133, %132 : tensor<1x1x1x96xf32>
    %135 = stablehlo.broadcast_in_dim %134, dims = [0, 1, 2, 3] : (tensor<1x1x1x96xf32>) -> tensor<1x8x8x96xf32>
    %136 = stablehlo.multiply %117, %135 : tensor<1x8x8x96xf32>
    %137 = stablehlo.convolution(%136, %arg23) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x8x8x96xf32>, tensor<1x1x96x24xf32>) -> tensor<1x8x8x24xf32>
    %138 = stablehlo.reshape %arg223 : (tensor<24xf32>) -> tensor<1x1x1x24xf32>
    %139 = stablehlo.reshape %arg224 : (tensor<24xf32>) -> tensor<1x1x1x24xf32>
    %cst_18 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %140 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<1x1x1x24xf32>
    %141 = stablehlo.add %139, %140 : tensor<1x1x1x24xf32>
    %142 = stablehlo.rsqrt %141 : tensor<1x1x1x24xf32>
    %143 = stablehlo.reshape %arg24 : (tensor<24xf32>) -> tensor<1x1x1x24xf32>
    %144 = stablehlo.multiply %142, %143 : tensor<1x1x1x24xf32>
    %145 = stablehlo.negate %138 : tensor<1x1x1x24xf32>
    %146 = stablehlo.multiply %145, %144 : tensor<1x1x1x24xf32>
    %147 = stablehlo.reshape %arg25 : (tensor<24xf32>) -> tensor<1x1x1x24xf32>
    %148 = stablehlo.add %146, %147 : tensor<1x1x1x24xf32>
    %149 = stablehlo.broadcast_in_dim %144, dims = [0, 1, 2, 3] : (tensor<1x1x1x24xf32>) -> tensor<1x8x8x24xf32>
    %150 = stablehlo.multiply %137, %149 : tensor<1x8x8x24xf32>
    %151 = stablehlo.broadcast_in_dim %148, dims = [0, 1, 2, 3] : (tensor<1x1x1x24xf32>) -> tensor<1x8x8x24xf32>
    %152 = stablehlo.add %150, %151 : tensor<1x8x8x24xf32>
    %153 = stablehlo.convolution(%152, %arg26) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x8x8x24xf32>, tensor<1x1x24x144xf32>) -> tensor<1x8x8x144xf32>
    %154 = stablehlo.reshape %arg225 : (tensor<144xf32>) -> tensor<1x1x1x144xf32>
    %155 = stablehlo.reshape %arg226 : (tensor<144xf32>) -> tensor<1x1x1x144xf32>
    %cst_19 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %156 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<1x1x1x144xf32>
    %157 = stablehlo.add %155, %156 : tensor<1x1x1x144xf32>
    %158 = stablehlo.rsqrt %157 : tensor<1x1x1x144xf32>
    %159 = stablehlo.reshape %arg27 : (tensor<144xf32>) -> tensor<1x1x1x144xf32>
    %160 = stablehlo.multiply %158, %159 : tensor<1x1x1x144xf32>
    %161 = stablehlo.negate %154 : tensor<1x1x1x144xf32>
    %162 = stablehlo.multiply %161, %160 : tensor<1x1x1x144xf32>
    %163 = stablehlo.reshape %arg28 : (tensor<144xf32>) -> tensor<1x1x1x144xf32>
    %164 = stablehlo.add %162, %163 : tensor<1x1x1x144xf32>
    %165 = stablehlo.broadcast_in_dim %160, dims = [0, 1, 2, 3] : (tensor<1x1x1x144xf32>) -> tensor<1x8x8x144xf32>
    %166 = stablehlo.multiply %153, %165 : tensor<1x8x8x144xf32>
    %167 = stablehlo.broadcast_in_dim %164, dims = [0, 1, 2, 3] : (tensor<1x1x1x144xf32>) -> tensor<1x8x8x144xf32>
    %168 = stablehlo.add %166, %167 : tensor<1x8x8x144xf32>
    %169 = call @silu_5(%168) : (tensor<1x8x8x144xf32>) -> tensor<1x8x8x144xf32>
    %170 = stablehlo.reshape %arg29 : (tensor<3x3x144x1xf32>) -> tensor<3x3x1x144xf32>
    %171 = stablehlo.convolution(%169, %170) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 144 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x8x8x144xf32>, tensor<3x3x1x144xf32>) -> tensor<1x8x8x144xf32>
    %172 = stablehlo.reshape %arg227 : (tensor<144xf32>) -> tensor<1x1x1x144xf32>
    %173 = stablehlo.reshape %arg228 : (tensor<144xf32>) -> tensor<1x1x1x144xf32>
    %cst_20 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %174 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<1x1x1x144xf32>
    %175 = stablehlo.add %173, %174 : tensor<1x1x1x144xf32>
    %176 = stablehlo.rsqrt %175 : tensor<1x1x1x144xf32>
    %177 = stablehlo.reshape %arg30 : (tensor<144xf32>) -> tensor<1x1x1x144xf32>
    %178 = stablehlo.multiply %176, %177 : tensor<1x1x1x144xf32>
    %179 = stablehlo.negate %172 : tensor<1x1x1x144xf32>
    %180 = stablehlo.multiply %179, %178 : tensor<1x1x1x144xf32>
    %181 = stablehlo.reshape %arg31 : (tensor<144xf32>) -> tensor<1x1x1x144xf32>
    %182 = stablehlo.add %180, %181 : tensor<1x1x1x144xf32>
    %183 = stablehlo.broadcast_in_dim %178, dims = [0, 1, 2, 3] : (tensor<1x1x1x144xf32>) -> tensor<1x8x8x144xf32>
    %184 = stablehlo.multiply %171, %183 : tensor<1x8x8x144xf32>
    %185 = stablehlo.broadcast_in_dim %182, dims = [0, 1, 2, 3] : (tensor<1x1x1x144xf32>) -> tensor<1x8x8x144xf32>
    %186 = stablehlo.add %184, %185 : tensor<1x8x8x144xf32>
    %187 = call @silu_5(%186) : (tensor<1x8x8x144xf32>) -> tensor<1x8x8x144xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %188 = stablehlo.reduce(%187 init: %cst_21) applies stablehlo.add across dimensions = [1, 2] : (tensor<1x8x8x144xf32>, tensor<f32>) -> tensor<1x144xf32>
    %cst_22 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %189 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<1x144xf32>
    %190 = stablehlo.divide %188, %189 : tensor<1x144xf32>
    %191 = stablehlo.reshape %190 : (tensor<1x144xf32>) -> tensor<1x1x1x144xf32>
    %192 = stablehlo.convolution(%191, %arg32) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x1x1x144xf32>, tensor<1x1x144x6xf32>) -> tensor<1x1x1x6xf32>
    %193 = stablehlo.reshape %arg33 : (tensor<6xf32>) -> tensor<1x1x1x6xf32>
    %194 = stablehlo.add %192, %193 : tensor<1x1x1x6xf32>
    %195 = call @silu_6(%194) : (tensor<1x1x1x6xf32>) -> tensor<1x1x1x6xf32>
    %196 = stablehlo.convolution(%195, %arg34) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x1x1x6xf32>, tensor<1x1x6x144xf32>) -> tensor<1x1x1x144xf32>
    %197 = stablehlo.reshape %arg35 : (tensor<144xf32>) -> tensor<1x1x1x144xf32>
    %198 = stablehlo.add %196, %197 : tensor<1x1x1x144xf32>
    %199 = stablehlo.negate %198 : tensor<1x1x1x144xf32>
    %200 = stablehlo.exponential %199 : tensor<1x1x1x144xf32>
    %cst_23 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %201 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<1x1x1x144xf32>
    %202 = stablehlo.add %201, %200 : tensor<1x1x1x144xf32>
    %cst_24 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %203 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<1x1x1x144xf32>
    %204 = stablehlo.divide %203, %202 : tensor<1x1x1x144xf32>
    %205 = stablehlo.broadcast_in_dim %204, dims = [0, 1, 2, 3] : (tensor<1x1x1x144xf32>) -> tensor<1x8x8x144xf32>
    %206 = stablehlo.multiply %187, %205 : tensor<1x8x8x144xf32>
    %207 = stablehlo.convolution(%206, %arg36) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x8x8x144xf32>, tensor<1x1x144x24xf32>) -> tensor<1x8x8x24xf32>
    %208 = stablehlo.reshape %arg229 : (tensor<24xf32>) -> tensor<1x1x1x24xf32>
    %209 = stablehlo.reshape %arg230 : (tensor<24xf32>) -> tensor<1x1x1x24xf32>
    %cst_25 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %210 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<1x1x1x24xf32>
    %211 = stablehlo.add %209, %210 : tensor<1x1x1x24xf32>
    %212 = stablehlo.rsqrt %211 : tensor<1x1x1x24xf32>
    %213 = stablehlo.reshape %arg37 : (tensor<24xf32>) -> tensor<1x1x1x24xf32>
    %214 = stablehlo.multiply %212, %213 : tensor<1x1x1x24xf32>
    %215 = stablehlo.negate %208 : tensor<1x1x1x24xf32>
    %216 = stablehlo.multiply %215, %214 : tensor<1x1x1x24xf32>
    %217 = stablehlo.reshape %arg38 : (tensor<24xf32>) -> tensor<1x1x1x24xf32>
    %218 = stablehlo.add %216, %217 : tensor<1x1x1x24xf32>
    %219 = stablehlo.broadcast_in_dim %214, dims = [0, 1, 2, 3] : (tensor<1x1x1x24xf32>) -> tensor<1x8x8x24xf32>
    %220 = stablehlo.multiply %207, %219 : tensor<1x8x8x24xf32>
    %221 = stablehlo.broadcast_in_dim %218, dims = [0, 1, 2, 3] : (tensor<1x1x1x24xf32>) -> tensor<1x8x8x24xf32>
    %222 = stablehlo.add %220, %221 : tensor<1x8x8x24xf32>
    %223 = stablehlo.add %222, %152 : tensor<1x8x8x24xf32>
    %224 = stablehlo.convolution(%223, %arg39) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x8x8x24xf32>, tensor<1x1x24x144xf32>) -> tensor<1x8x8x144xf32>
    %225 = stablehlo.reshape %arg231 : (tensor<144xf32>) -> tensor<1x1x1x144xf32>
    %226 = stablehlo.reshape %arg232 : (tensor<144xf32>) -> tensor<1x1x1x144xf32>
    %cst_26 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %227 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<1x1x1x144xf32>
    %228 = stablehlo.add %226, %227 : tensor<1x1x1x144xf32>
    %229 = stablehlo.rsqrt %228 : tensor<1x1x1x144xf32>
    %230 = stablehlo.reshape %arg40 : (tensor<144xf32>) -> tensor<1x1x1x144xf32>
    %231 = stablehlo.multiply %229, %230 : tensor<1x1x1x144xf32>
    %232 = stablehlo.negate %225 : tensor<1x1x1x144xf32>
    %233 = stablehlo.multiply %232, %231 : tensor<1x1x1x144xf32>
    %234 = stablehlo.reshape %arg41 : (tensor<144xf32>) -> tensor<1x1x1x144xf32>
    %235 = stablehlo.add %233, %234 : tensor<1x1x1x144xf32>
    %236 = stablehlo.broadcast_in_dim %231, dims = [0, 1, 2, 3] : (tensor<1x1x1x144xf32>) -> tensor<1x8x8x144xf32>
    %237 = stablehlo.multiply %224, %236 : tensor<1x8x8x144xf32>
    %238 = stablehlo.broadcast_in_dim %235, dims = [0, 1, 2, 3] : (tensor<1x1x1x144xf32>) -> tensor<1x8x8x144xf32>
    %239 = stablehlo.add %237, %238 : tensor<1x8x8x144xf32>
    %240 = call @silu_5(%239) : (tensor<1x8x8x144xf32>) -> tensor<1x8x8x144xf32>
    %c_27 = stablehlo.constant dense<0> : tensor<i32>
    %241 = call @_pad_7(%240, %c_27) : (tensor<1x8x8x144xf32>, tensor<i32>) -> tensor<1x11x11x144xf32>
    %242 = stablehlo.reshape %arg42 : (tensor<5x5x144x1xf32>) -> tensor<5x5x1x144xf32>
    %243 = stablehlo.convolution(%241, %242) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 144 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x11x11x144xf32>, tensor<5x5x1x144xf32>) -> tensor<1x4x4x144xf32>
    %244 = stablehlo.reshape %arg233 : (tensor<144xf32>) -> tensor<1x1x1x144xf32>
    %245 = stablehlo.reshape %arg234 : (tensor<144xf32>) -> tensor<1x1x1x144xf32>
    %cst_28 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %246 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<1x1x1x144xf32>
    %247 = stablehlo.add %245, %246 : tensor<1x1x1x144xf32>
    %248 = stablehlo.rsqrt %247 : tensor<1x1x1x144xf32>
    %249 = stablehlo.reshape %arg43 : (tensor<144xf32>) -> tensor<1x1x1x144xf32>
    %250 = stablehlo.multiply %248, %249 : tensor<1x1x1x144xf32>
    %251 = stablehlo.negate %244 : tensor<1x1x1x144xf32>
    %252 = stablehlo.multiply %251, %250 : tensor<1x1x1x144xf32>
    %253 = stablehlo.reshape %arg44 : (tensor<144xf32>) -> tensor<1x1x1x144xf32>
    %254 = stablehlo.add %252, %253 : tensor<1x1x1x144xf32>
    %255 = stablehlo.broadcast_in_dim %250, dims = [0, 1, 2, 3] : (tensor<1x1x1x144xf32>) -> tensor<1x4x4x144xf32>
    %256 = stablehlo.multiply %243, %255 : tensor<1x4x4x144xf32>
    %257 = stablehlo.broadcast_in_dim %254, dims = [0, 1, 2, 3] : (tensor<1x1x1x144xf32>) -> tensor<1x4x4x144xf32>
    %258 = stablehlo.add %256, %257 : tensor<1x4x4x144xf32>
    %259 = call @silu_8(%258) : (tensor<1x4x4x144xf32>) -> tensor<1x4x4x144xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %260 = stablehlo.reduce(%259 init: %cst_29) applies stablehlo.add across dimensions = [1, 2] : (tensor<1x4x4x144xf32>, tensor<f32>) -> tensor<1x144xf32>
    %cst_30 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %261 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<1x144xf32>
    %262 = stablehlo.divide %260, %261 : tensor<1x144xf32>
    %263 = stablehlo.reshape %262 : (tensor<1x144xf32>) -> tensor<1x1x1x144xf32>
    %264 = stablehlo.convolution(%263, %arg45) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x1x1x144xf32>, tensor<1x1x144x6xf32>) -> tensor<1x1x1x6xf32>
    %265 = stablehlo.reshape %arg46 : (tensor<6xf32>) -> tensor<1x1x1x6xf32>
    %266 = stablehlo.add %264, %265 : tensor<1x1x1x6xf32>
    %267 = call @silu_6(%266) : (tensor<1x1x1x6xf32>) -> tensor<1x1x1x6xf32>
    %268 = stablehlo.convolution(%267, %arg47) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x1x1x6xf32>, tensor<1x1x6x144xf32>) -> tensor<1x1x1x144xf32>
    %269 = stablehlo.reshape %arg48 : (tensor<144xf32>) -> tensor<1x1x1x144xf32>
    %270 = stablehlo.add %268, %269 : tensor<1x1x1x144xf32>
    %271 = stablehlo.negate %270 : tensor<1x1x1x144xf32>
    %272 = stablehlo.exponential %271 : tensor<1x1x1x144xf32>
    %cst_31 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %273 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<1x1x1x144xf32>
    %274 = stablehlo.add %273, %272 : tensor<1x1x1x144xf32>
    %cst_32 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %275 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<1x1x1x144xf32>
    %276 = stablehlo.divide %275, %274 : tensor<1x1x1x144xf32>
    %277 = stablehlo.broadcast_in_dim %276, dims = [0, 1, 2, 3] : (tensor<1x1x1x144xf32>) -> tensor<1x4x4x144xf32>
    %278 = stablehlo.multiply %259, %277 : tensor<1x4x4x144xf32>
    %279 = stablehlo.convolution(%278, %arg49) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x4x4x144xf32>, tensor<1x1x144x40xf32>) -> tensor<1x4x4x40xf32>
    %280 = stablehlo.reshape %arg235 : (tensor<40xf32>) -> tensor<1x1x1x40xf32>
    %281 = stablehlo.reshape %arg236 : (tensor<40xf32>) -> tensor<1x1x1x40xf32>
    %cst_33 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %282 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<1x1x1x40xf32>
    %283 = stablehlo.add %281, %282 : tensor<1x1x1x40xf32>
    %284 = stablehlo.rsqrt %283 : tensor<1x1x1x40xf32>
    %285 = stablehlo.reshape %arg50 : (tensor<40xf32>) -> tensor<1x1x1x40xf32>
    %286 = stablehlo.multiply %284, %285 : tensor<1x1x1x40xf32>
    %287 = stablehlo.negate %280 : tensor<1x1x1x40xf32>
    %288 = stablehlo.multiply %287, %286 : tensor<1x1x1x40xf32>
    %289 = stablehlo.reshape %arg51 : (tensor<40xf32>) -> tensor<1x1x1x40xf32>
    %290 = stablehlo.add %288, %289 : tensor<1x1x1x40xf32>
    %291 = stablehlo.broadcast_in_dim %286, dims = [0, 1, 2, 3] : (tensor<1x1x1x40xf32>) -> tensor<1x4x4x40xf32>
    %292 = stablehlo.multiply %279, %291 : tensor<1x4x4x40xf32>
    %293 = stablehlo.broadcast_in_dim %290, dims = [0, 1, 2, 3] : (tensor<1x1x1x40xf32>) -> tensor<1x4x4x40xf32>
    %294 = stablehlo.add %292, %293 : tensor<1x4x4x40xf32>
    %295 = stablehlo.convolution(%294, %arg52) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x4x4x40xf32>, tensor<1x1x40x240xf32>) -> tensor<1x4x4x240xf32>
    %296 = stablehlo.reshape %arg237 : (tensor<240xf32>) -> tensor<1x1x1x240xf32>
    %297 = stablehlo.reshape %arg238 : (tensor<240xf32>) -> tensor<1x1x1x240xf32>
    %cst_34 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %298 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<1x1x1x240xf32>
    %299 = stablehlo.add %297, %298 : tensor<1x1x1x240xf32>
    %300 = stablehlo.rsqrt %299 : tensor<1x1x1x240xf32>
    %301 = stablehlo.reshape %arg53 : (tensor<240xf32>) -> tensor<1x1x1x240xf32>
    %302 = stablehlo.multiply %300, %301 : tensor<1x1x1x240xf32>
    %303 = stablehlo.negate %296 : tensor<1x1x1x240xf32>
    %304 = stablehlo.multiply %303, %302 : tensor<1x1x1x240xf32>
    %305 = stablehlo.reshape %arg54 : (tensor<240xf32>) -> tensor<1x1x1x240xf32>
    %306 = stablehlo.add %304, %305 : tensor<1x1x1x240xf32>
    %307 = stablehlo.broadcast_in_dim %302, dims = [0, 1, 2, 3] : (tensor<1x1x1x240xf32>) -> tensor<1x4x4x240xf32>
    %308 = stablehlo.multiply %295, %307 : tensor<1x4x4x240xf32>
    %309 = stablehlo.broadcast_in_dim %306, dims = [0, 1, 2, 3] : (tensor<1x1x1x240xf32>) -> tensor<1x4x4x240xf32>
    %310 = stablehlo.add %308, %309 : tensor<1x4x4x240xf32>
    %311 = call @silu_9(%310) : (tensor<1x4x4x240xf32>) -> tensor<1x4x4x240xf32>
    %312 = stablehlo.reshape %arg55 : (tensor<5x5x240x1xf32>) -> tensor<5x5x1x240xf32>
    %313 = stablehlo.convolution(%311, %312) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[2, 2], [2, 2]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 240 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x4x4x240xf32>, tensor<5x5x1x240xf32>) -> tensor<1x4x4x240xf32>
    %314 = stablehlo.reshape %arg239 : (tensor<240xf32>) -> tensor<1x1x1x240xf32>
    %315 = stablehlo.reshape %arg240 : (tensor<240xf32>) -> tensor<1x1x1x240xf32>
    %cst_35 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %316 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<1x1x1x240xf32>
    %317 = stablehlo.add %315, %316 : tensor<1x1x1x240xf32>
    %318 = stablehlo.rsqrt %317 : tensor<1x1x1x240xf32>
    %319 = stablehlo.reshape %arg56 : (tensor<240xf32>) -> tensor<1x1x1x240xf32>
    %320 = stablehlo.multiply %318, %319 : tensor<1x1x1x240xf32>
    %321 = stablehlo.negate %314 : tensor<1x1x1x240xf32>
    %322 = stablehlo.multiply %321, %320 : tensor<1x1x1x240xf32>
    %323 = stablehlo.reshape %arg57 : (tensor<240xf32>) -> tensor<1x1x1x240xf32>
    %324 = stablehlo.add %322, %323 : tensor<1x1x1x240xf32>
    %325 = stablehlo.broadcast_in_dim %320, dims = [0, 1, 2, 3] : (tensor<1x1x1x240xf32>) -> tensor<1x4x4x240xf32>
    %326 = stablehlo.multiply %313, %325 : tensor<1x4x4x240xf32>
    %327 = stablehlo.broadcast_in_dim %324, dims = [0, 1, 2, 3] : (tensor<1x1x1x240xf32>) -> tensor<1x4x4x240xf32>
    %328 = stablehlo.add %326, %327 : tensor<1x4x4x240xf32>
    %329 = call @silu_9(%328) : (tensor<1x4x4x240xf32>) -> tensor<1x4x4x240xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %330 = stablehlo.reduce(%329 init: %cst_36) applies stablehlo.add across dimensions = [1, 2] : (tensor<1x4x4x240xf32>, tensor<f32>) -> tensor<1x240xf32>
    %cst_37 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %331 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<1x240xf32>
    %332 = stablehlo.divide %330, %331 : tensor<1x240xf32>
    %333 = stablehlo.reshape %332 : (tensor<1x240xf32>) -> tensor<1x1x1x240xf32>
    %334 = stablehlo.convolution(%333, %arg58) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x1x1x240xf32>, tensor<1x1x240x10xf32>) -> tensor<1x1x1x10xf32>
    %335 = stablehlo.reshape %arg59 : (tensor<10xf32>) -> tensor<1x1x1x10xf32>
    %336 = stablehlo.add %334, %335 : tensor<1x1x1x10xf32>
    %337 = call @silu_10(%336) : (tensor<1x1x1x10xf32>) -> tensor<1x1x1x10xf32>
    %338 = stablehlo.convolution(%337, %arg60) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x1x1x10xf32>, tensor<1x1x10x240xf32>) -> tensor<1x1x1x240xf32>
    %339 = stablehlo.reshape %arg61 : (tensor<240xf32>) -> tensor<1x1x1x240xf32>
    %340 = stablehlo.add %338, %339 : tensor<1x1x1x240xf32>
    %341 = stablehlo.negate %340 : tensor<1x1x1x240xf32>
    %342 = stablehlo.exponential %341 : tensor<1x1x1x240xf32>
    %cst_38 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %343 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<1x1x1x240xf32>
    %344 = stablehlo.add %343, %342 : tensor<1x1x1x240xf32>
    %cst_39 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %345 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<1x1x1x240xf32>
    %346 = stablehlo.divide %345, %344 : tensor<1x1x1x240xf32>
    %347 = stablehlo.broadcast_in_dim %346, dims = [0, 1, 2, 3] : (tensor<1x1x1x240xf32>) -> tensor<1x4x4x240xf32>
    %348 = stablehlo.multiply %329, %347 : tensor<1x4x4x240xf32>
    %349 = stablehlo.convolution(%348, %arg62) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x4x4x240xf32>, tensor<1x1x240x40xf32>) -> tensor<1x4x4x40xf32>
    %350 = stablehlo.reshape %arg241 : (tensor<40xf32>) -> tensor<1x1x1x40xf32>
    %351 = stablehlo.reshape %arg242 : (tensor<40xf32>) -> tensor<1x1x1x40xf32>
    %cst_40 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %352 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<1x1x1x40xf32>
    %353 = stablehlo.add %351, %352 : tensor<1x1x1x40xf32>
    %354 = stablehlo.rsqrt %353 : tensor<1x1x1x40xf32>
    %355 = stablehlo.reshape %arg63 : (tensor<40xf32>) -> tensor<1x1x1x40xf32>
    %356 = stablehlo.multiply %354, %355 : tensor<1x1x1x40xf32>
    %357 = stablehlo.negate %350 : tensor<1x1x1x40xf32>
    %358 = stablehlo.multiply %357, %356 : tensor<1x1x1x40xf32>
    %359 = stablehlo.reshape %arg64 : (tensor<40xf32>) -> tensor<1x1x1x40xf32>
    %360 = stablehlo.add %358, %359 : tensor<1x1x1x40xf32>
    %361 = stablehlo.broadcast_in_dim %356, dims = [0, 1, 2, 3] : (tensor<1x1x1x40xf32>) -> tensor<1x4x4x40xf32>
    %362 = stablehlo.multiply %349, %361 : tensor<1x4x4x40xf32>
    %363 = stablehlo.broadcast_in_dim %360, dims = [0, 1, 2, 3] : (tensor<1x1x1x40xf32>) -> tensor<1x4x4x40xf32>
    %364 = stablehlo.add %362, %363 : tensor<1x4x4x40xf32>
    %365 = stablehlo.add %364, %294 : tensor<1x4x4x40xf32>
    %366 = stablehlo.convolution(%365, %arg65) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x4x4x40xf32>, tensor<1x1x40x240xf32>) -> tensor<1x4x4x240xf32>
    %367 = stablehlo.reshape %arg243 : (tensor<240xf32>) -> tensor<1x1x1x240xf32>
    %368 = stablehlo.reshape %arg244 : (tensor<240xf32>) -> tensor<1x1x1x240xf32>
    %cst_41 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %369 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<1x1x1x240xf32>
    %370 = stablehlo.add %368, %369 : tensor<1x1x1x240xf32>
    %371 = stablehlo.rsqrt %370 : tensor<1x1x1x240xf32>
    %372 = stablehlo.reshape %arg66 : (tensor<240xf32>) -> tensor<1x1x1x240xf32>
    %373 = stablehlo.multiply %371, %372 : tensor<1x1x1x240xf32>
    %374 = stablehlo.negate %367 : tensor<1x1x1x240xf32>
    %375 = stablehlo.multiply %374, %373 : tensor<1x1x1x240xf32>
    %376 = stablehlo.reshape %arg67 : (tensor<240xf32>) -> tensor<1x1x1x240xf32>
    %377 = stablehlo.add %375, %376 : tensor<1x1x1x240xf32>
    %378 = stablehlo.broadcast_in_dim %373, dims = [0, 1, 2, 3] : (tensor<1x1x1x240xf32>) -> tensor<1x4x4x240xf32>
    %379 = stablehlo.multiply %366, %378 : tensor<1x4x4x240xf32>
    %380 = stablehlo.broadcast_in_dim %377, dims = [0, 1, 2, 3] : (tensor<1x1x1x240xf32>) -> tensor<1x4x4x240xf32>
    %381 = stablehlo.add %379, %380 : tensor<1x4x4x240xf32>
    %382 = call @silu_9(%381) : (tensor<1x4x4x240xf32>) -> tensor<1x4x4x240xf32>
    %c_42 = stablehlo.constant dense<0> : tensor<i32>
    %383 = call @_pad_11(%382, %c_42) : (tensor<1x4x4x240xf32>, tensor<i32>) -> tensor<1x5x5x240xf32>
    %384 = stablehlo.reshape %arg68 : (tensor<3x3x240x1xf32>) -> tensor<3x3x1x240xf32>
    %385 = stablehlo.convolution(%383, %384) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 240 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x5x5x240xf32>, tensor<3x3x1x240xf32>) -> tensor<1x2x2x240xf32>
    %386 = stablehlo.reshape %arg245 : (tensor<240xf32>) -> tensor<1x1x1x240xf32>
    %387 = stablehlo.reshape %arg246 : (tensor<240xf32>) -> tensor<1x1x1x240xf32>
    %cst_43 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %388 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<1x1x1x240xf32>
    %389 = stablehlo.add %387, %388 : tensor<1x1x1x240xf32>
    %390 = stablehlo.rsqrt %389 : tensor<1x1x1x240xf32>
    %391 = stablehlo.reshape %arg69 : (tensor<240xf32>) -> tensor<1x1x1x240xf32>
    %392 = stablehlo.multiply %390, %391 : tensor<1x1x1x240xf32>
    %393 = stablehlo.negate %386 : tensor<1x1x1x240xf32>
    %394 = stablehlo.multiply %393, %392 : tensor<1x1x1x240xf32>
    %395 = stablehlo.reshape %arg70 : (tensor<240xf32>) -> tensor<1x1x1x240xf32>
    %396 = stablehlo.add %394, %395 : tensor<1x1x1x240xf32>
    %397 = stablehlo.broadcast_in_dim %392, dims = [0, 1, 2, 3] : (tensor<1x1x1x240xf32>) -> tensor<1x2x2x240xf32>
    %398 = stablehlo.multiply %385, %397 : tensor<1x2x2x240xf32>
    %399 = stablehlo.broadcast_in_dim %396, dims = [0, 1, 2, 3] : (tensor<1x1x1x240xf32>) -> tensor<1x2x2x240xf32>
    %400 = stablehlo.add %398, %399 : tensor<1x2x2x240xf32>
    %401 = call @silu_12(%400) : (tensor<1x2x2x240xf32>) -> tensor<1x2x2x240xf32>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %402 = stablehlo.reduce(%401 init: %cst_44) applies stablehlo.add across dimensions = [1, 2] : (tensor<1x2x2x240xf32>, tensor<f32>) -> tensor<1x240xf32>
    %cst_45 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %403 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<1x240xf32>
    %404 = stablehlo.divide %402, %403 : tensor<1x240xf32>
    %405 = stablehlo.reshape %404 : (tensor<1x240xf32>) -> tensor<1x1x1x240xf32>
    %406 = stablehlo.convolution(%405, %arg71) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x1x1x240xf32>, tensor<1x1x240x10xf32>) -> tensor<1x1x1x10xf32>
    %407 = stablehlo.reshape %arg72 : (tensor<10xf32>) -> tensor<1x1x1x10xf32>
    %408 = stablehlo.add %406, %407 : tensor<1x1x1x10xf32>
    %409 = call @silu_10(%408) : (tensor<1x1x1x10xf32>) -> tensor<1x1x1x10xf32>
    %410 = stablehlo.convolution(%409, %arg73) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x1x1x10xf32>, tensor<1x1x10x240xf32>) -> tensor<1x1x1x240xf32>
    %411 = stablehlo.reshape %arg74 : (tensor<240xf32>) -> tensor<1x1x1x240xf32>
    %412 = stablehlo.add %410, %411 : tensor<1x1x1x240xf32>
    %413 = stablehlo.negate %412 : tensor<1x1x1x240xf32>
    %414 = stablehlo.exponential %413 : tensor<1x1x1x240xf32>
    %cst_46 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %415 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<1x1x1x240xf32>
    %416 = stablehlo.add %415, %414 : tensor<1x1x1x240xf32>
    %cst_47 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %417 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<1x1x1x240xf32>
    %418 = stablehlo.divide %417, %416 : tensor<1x1x1x240xf32>
    %419 = stablehlo.broadcast_in_dim %418, dims = [0, 1, 2, 3] : (tensor<1x1x1x240xf32>) -> tensor<1x2x2x240xf32>
    %420 = stablehlo.multiply %401, %419 : tensor<1x2x2x240xf32>
    %421 = stablehlo.convolution(%420, %arg75) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x2x2x240xf32>, tensor<1x1x240x80xf32>) -> tensor<1x2x2x80xf32>
    %422 = stablehlo.reshape %arg247 : (tensor<80xf32>) -> tensor<1x1x1x80xf32>
    %423 = stablehlo.reshape %arg248 : (tensor<80xf32>) -> tensor<1x1x1x80xf32>
    %cst_48 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %424 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<1x1x1x80xf32>
    %425 = stablehlo.add %423, %424 : tensor<1x1x1x80xf32>
    %426 = stablehlo.rsqrt %425 : tensor<1x1x1x80xf32>
    %427 = stablehlo.reshape %arg76 : (tensor<80xf32>) -> tensor<1x1x1x80xf32>
    %428 = stablehlo.multiply %426, %427 : tensor<1x1x1x80xf32>
    %429 = stablehlo.negate %422 : tensor<1x1x1x80xf32>
    %430 = stablehlo.multiply %429, %428 : tensor<1x1x1x80xf32>
    %431 = stablehlo.reshape %arg77 : (tensor<80xf32>) -> tensor<1x1x1x80xf32>
    %432 = stablehlo.add %430, %431 : tensor<1x1x1x80xf32>
    %433 = stablehlo.broadcast_in_dim %428, dims = [0, 1, 2, 3] : (tensor<1x1x1x80xf32>) -> tensor<1x2x2x80xf32>
    %434 = stablehlo.multiply %421, %433 : tensor<1x2x2x80xf32>
    %435 = stablehlo.broadcast_in_dim %432, dims = [0, 1, 2, 3] : (tensor<1x1x1x80xf32>) -> tensor<1x2x2x80xf32>
    %436 = stablehlo.add %434, %435 : tensor<1x2x2x80xf32>
    %437 = stablehlo.convolution(%436, %arg78) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x2x2x80xf32>, tensor<1x1x80x480xf32>) -> tensor<1x2x2x480xf32>
    %438 = stablehlo.reshape %arg249 : (tensor<480xf32>) -> tensor<1x1x1x480xf32>
    %439 = stablehlo.reshape %arg250 : (tensor<480xf32>) -> tensor<1x1x1x480xf32>
    %cst_49 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %440 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<1x1x1x480xf32>
    %441 = stablehlo.add %439, %440 : tensor<1x1x1x480xf32>
    %442 = stablehlo.rsqrt %441 : tensor<1x1x1x480xf32>
    %443 = stablehlo.reshape %arg79 : (tensor<480xf32>) -> tensor<1x1x1x480xf32>
    %444 = stablehlo.multiply %442, %443 : tensor<1x1x1x480xf32>
    %445 = stablehlo.negate %438 : tensor<1x1x1x480xf32>
    %446 = stablehlo.multiply %445, %444 : tensor<1x1x1x480xf32>
    %447 = stablehlo.reshape %arg80 : (tensor<480xf32>) -> tensor<1x1x1x480xf32>
    %448 = stablehlo.add %446, %447 : tensor<1x1x1x480xf32>
    %449 = stablehlo.broadcast_in_dim %444, dims = [0, 1, 2, 3] : (tensor<1x1x1x480xf32>) -> tensor<1x2x2x480xf32>
    %450 = stablehlo.multiply %437, %449 : tensor<1x2x2x480xf32>
    %451 = stablehlo.broadcast_in_dim %448, dims = [0, 1, 2, 3] : (tensor<1x1x1x480xf32>) -> tensor<1x2x2x480xf32>
    %452 = stablehlo.add %450, %451 : tensor<1x2x2x480xf32>
    %453 = call @silu_13(%452) : (tensor<1x2x2x480xf32>) -> tensor<1x2x2x480xf32>
    %454 = stablehlo.reshape %arg81 : (tensor<3x3x480x1xf32>) -> tensor<3x3x1x480xf32>
    %455 = stablehlo.convolution(%453, %454) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 480 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x2x2x480xf32>, tensor<3x3x1x480xf32>) -> tensor<1x2x2x480xf32>
    %456 = stablehlo.reshape %arg251 : (tensor<480xf32>) -> tensor<1x1x1x480xf32>
    %457 = stablehlo.reshape %arg252 : (tensor<480xf32>) -> tensor<1x1x1x480xf32>
    %cst_50 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %458 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<1x1x1x480xf32>
    %459 = stablehlo.add %457, %458 : tensor<1x1x1x480xf32>
    %460 = stablehlo.rsqrt %459 : tensor<1x1x1x480xf32>
    %461 = stablehlo.reshape %arg82 : (tensor<480xf32>) -> tensor<1x1x1x480xf32>
    %462 = stablehlo.multiply %460, %461 : tensor<1x1x1x480xf32>
    %463 = stablehlo.negate %456 : tensor<1x1x1x480xf32>
    %464 = stablehlo.multiply %463, %462 : tensor<1x1x1x480xf32>
    %465 = stablehlo.reshape %arg83 : (tensor<480xf32>) -> tensor<1x1x1x480xf32>
    %466 = stablehlo.add %464, %465 : tensor<1x1x1x480xf32>
    %467 = stablehlo.broadcast_in_dim %462, dims = [0, 1, 2, 3] : (tensor<1x1x1x480xf32>) -> tensor<1x2x2x480xf32>
    %468 = stablehlo.multiply %455, %467 : tensor<1x2x2x480xf32>
    %469 = stablehlo.broadcast_in_dim %466, dims = [0, 1, 2, 3] : (tensor<1x1x1x480xf32>) -> tensor<1x2x2x480xf32>
    %470 = stablehlo.add %468, %469 : tensor<1x2x2x480xf32>
    %471 = call @silu_13(%470) : (tensor<1x2x2x480xf32>) -> tensor<1x2x2x480xf32>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %472 = stablehlo.reduce(%471 init: %cst_51) applies stablehlo.add across dimensions = [1, 2] : (tensor<1x2x2x480xf32>, tensor<f32>) -> tensor<1x480xf32>
    %cst_52 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %473 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<1x480xf32>
    %474 = stablehlo.divide %472, %473 : tensor<1x480xf32>
    %475 = stablehlo.reshape %474 : (tensor<1x480xf32>) -> tensor<1x1x1x480xf32>
    %476 = stablehlo.convolution(%475, %arg84) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x1x1x480xf32>, tensor<1x1x480x20xf32>) -> tensor<1x1x1x20xf32>
    %477 = stablehlo.reshape %arg85 : (tensor<20xf32>) -> tensor<1x1x1x20xf32>
    %478 = stablehlo.add %476, %477 : tensor<1x1x1x20xf32>
    %479 = call @silu_14(%478) : (tensor<1x1x1x20xf32>) -> tensor<1x1x1x20xf32>
    %480 = stablehlo.convolution(%479, %arg86) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x1x1x20xf32>, tensor<1x1x20x480xf32>) -> tensor<1x1x1x480xf32>
    %481 = stablehlo.reshape %arg87 : (tensor<480xf32>) -> tensor<1x1x1x480xf32>
    %482 = stablehlo.add %480, %481 : tensor<1x1x1x480xf32>
    %483 = stablehlo.negate %482 : tensor<1x1x1x480xf32>
    %484 = stablehlo.exponential %483 : tensor<1x1x1x480xf32>
    %cst_53 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %485 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<1x1x1x480xf32>
    %486 = stablehlo.add %485, %484 : tensor<1x1x1x480xf32>
    %cst_54 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %487 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<1x1x1x480xf32>
    %488 = stablehlo.divide %487, %486 : tensor<1x1x1x480xf32>
    %489 = stablehlo.broadcast_in_dim %488, dims = [0, 1, 2, 3] : (tensor<1x1x1x480xf32>) -> tensor<1x2x2x480xf32>
    %490 = stablehlo.multiply %471, %489 : tensor<1x2x2x480xf32>
    %491 = stablehlo.convolution(%490, %arg88) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x2x2x480xf32>, tensor<1x1x480x80xf32>) -> tensor<1x2x2x80xf32>
    %492 = stablehlo.reshape %arg253 : (tensor<80xf32>) -> tensor<1x1x1x80xf32>
    %493 = stablehlo.reshape %arg254 : (tensor<80xf32>) -> tensor<1x1x1x80xf32>
    %cst_55 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %494 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<1x1x1x80xf32>
    %495 = stablehlo.add %493, %494 : tensor<1x1x1x80xf32>
    %496 = stablehlo.rsqrt %495 : tensor<1x1x1x80xf32>
    %497 = stablehlo.reshape %arg89 : (tensor<80xf32>) -> tensor<1x1x1x80xf32>
    %498 = stablehlo.multiply %496, %497 : tensor<1x1x1x80xf32>
    %499 = stablehlo.negate %492 : tensor<1x1x1x80xf32>
    %500 = stablehlo.multiply %499, %498 : tensor<1x1x1x80xf32>
    %501 = stablehlo.reshape %arg90 : (tensor<80xf32>) -> tensor<1x1x1x80xf32>
    %502 = stablehlo.add %500, %501 : tensor<1x1x1x80xf32>
    %503 = stablehlo.broadcast_in_dim %498, dims = [0, 1, 2, 3] : (tensor<1x1x1x80xf32>) -> tensor<1x2x2x80xf32>
    %504 = stablehlo.multiply %491, %503 : tensor<1x2x2x80xf32>
    %505 = stablehlo.broadcast_in_dim %502, dims = [0, 1, 2, 3] : (tensor<1x1x1x80xf32>) -> tensor<1x2x2x80xf32>
    %506 = stablehlo.add %504, %505 : tensor<1x2x2x80xf32>
    %507 = stablehlo.add %506, %436 : tensor<1x2x2x80xf32>
    %508 = stablehlo.convolution(%507, %arg91) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x2x2x80xf32>, tensor<1x1x80x480xf32>) -> tensor<1x2x2x480xf32>
    %509 = stablehlo.reshape %arg255 : (tensor<480xf32>) -> tensor<1x1x1x480xf32>
    %510 = stablehlo.reshape %arg256 : (tensor<480xf32>) -> tensor<1x1x1x480xf32>
    %cst_56 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %511 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<1x1x1x480xf32>
    %512 = stablehlo.add %510, %511 : tensor<1x1x1x480xf32>
    %513 = stablehlo.rsqrt %512 : tensor<1x1x1x480xf32>
    %514 = stablehlo.reshape %arg92 : (tensor<480xf32>) -> tensor<1x1x1x480xf32>
    %515 = stablehlo.multiply %513, %514 : tensor<1x1x1x480xf32>
    %516 = stablehlo.negate %509 : tensor<1x1x1x480xf32>
    %517 = stablehlo.multiply %516, %515 : tensor<1x1x1x480xf32>
    %518 = stablehlo.reshape %arg93 : (tensor<480xf32>) -> tensor<1x1x1x480xf32>
    %519 = stablehlo.add %517, %518 : tensor<1x1x1x480xf32>
    %520 = stablehlo.broadcast_in_dim %515, dims = [0, 1, 2, 3] : (tensor<1x1x1x480xf32>) -> tensor<1x2x2x480xf32>
    %521 = stablehlo.multiply %508, %520 : tensor<1x2x2x480xf32>
    %522 = stablehlo.broadcast_in_dim %519, dims = [0, 1, 2, 3] : (tensor<1x1x1x480xf32>) -> tensor<1x2x2x480xf32>
    %523 = stablehlo.add %521, %522 : tensor<1x2x2x480xf32>
    %524 = call @silu_13(%523) : (tensor<1x2x2x480xf32>) -> tensor<1x2x2x480xf32>
    %525 = stablehlo.reshape %arg94 : (tensor<3x3x480x1xf32>) -> tensor<3x3x1x480xf32>
    %526 = stablehlo.convolution(%524, %525) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 480 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x2x2x480xf32>, tensor<3x3x1x480xf32>) -> tensor<1x2x2x480xf32>
    %527 = stablehlo.reshape %arg257 : (tensor<480xf32>) -> tensor<1x1x1x480xf32>
    %528 = stablehlo.reshape %arg258 : (tensor<480xf32>) -> tensor<1x1x1x480xf32>
    %cst_57 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %529 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<1x1x1x480xf32>
    %530 = stablehlo.add %528, %529 : tensor<1x1x1x480xf32>
    %531 = stablehlo.rsqrt %530 : tensor<1x1x1x480xf32>
    %532 = stablehlo.reshape %arg95 : (tensor<480xf32>) -> tensor<1x1x1x480xf32>
    %533 = stablehlo.multiply %531, %532 : tensor<1x1x1x480xf32>
    %534 = stablehlo.negate %527 : tensor<1x1x1x480xf32>
    %535 = stablehlo.multiply %534, %533 : tensor<1x1x1x480xf32>
    %536 = stablehlo.reshape %arg96 : (tensor<480xf32>) -> tensor<1x1x1x480xf32>
    %537 = stablehlo.add %535, %536 : tensor<1x1x1x480xf32>
    %538 = stablehlo.broadcast_in_dim %533, dims = [0, 1, 2, 3] : (tensor<1x1x1x480xf32>) -> tensor<1x2x2x480xf32>
    %539 = stablehlo.multiply %526, %538 : tensor<1x2x2x480xf32>
    %540 = stablehlo.broadcast_in_dim %537, dims = [0, 1, 2, 3] : (tensor<1x1x1x480xf32>) -> tensor<1x2x2x480xf32>
    %541 = stablehlo.add %539, %540 : tensor<1x2x2x480xf32>
    %542 = call @silu_13(%541) : (tensor<1x2x2x480xf32>) -> tensor<1x2x2x480xf32>
    %cst_58 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %543 = stablehlo.reduce(%542 init: %cst_58) applies stablehlo.add across dimensions = [1, 2] : (tensor<1x2x2x480xf32>, tensor<f32>) -> tensor<1x480xf32>
    %cst_59 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %544 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<1x480xf32>
    %545 = stablehlo.divide %543, %544 : tensor<1x480xf32>
    %546 = stablehlo.reshape %545 : (tensor<1x480xf32>) -> tensor<1x1x1x480xf32>
    %547 = stablehlo.convolution(%546, %arg97) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x1x1x480xf32>, tensor<1x1x480x20xf32>) -> tensor<1x1x1x20xf32>
    %548 = stablehlo.reshape %arg98 : (tensor<20xf32>) -> tensor<1x1x1x20xf32>
    %549 = stablehlo.add %547, %548 : tensor<1x1x1x20xf32>
    %550 = call @silu_14(%549) : (tensor<1x1x1x20xf32>) -> tensor<1x1x1x20xf32>
    %551 = stablehlo.convolution(%550, %arg99) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x1x1x20xf32>, tensor<1x1x20x480xf32>) -> tensor<1x1x1x480xf32>
    %552 = stablehlo.reshape %arg100 : (tensor<480xf32>) -> tensor<1x1x1x480xf32>
    %553 = stablehlo.add %551, %552 : tensor<1x1x1x480xf32>
    %554 = stablehlo.negate %553 : tensor<1x1x1x480xf32>
    %555 = stablehlo.exponential %554 : tensor<1x1x1x480xf32>
    %cst_60 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %556 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<1x1x1x480xf32>
    %557 = stablehlo.add %556, %555 : tensor<1x1x1x480xf32>
    %cst_61 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %558 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<1x1x1x480xf32>
    %559 = stablehlo.divide %558, %557 : tensor<1x1x1x480xf32>
    %560 = stablehlo.broadcast_in_dim %559, dims = [0, 1, 2, 3] : (tensor<1x1x1x480xf32>) -> tensor<1x2x2x480xf32>
    %561 = stablehlo.multiply %542, %560 : tensor<1x2x2x480xf32>
    %562 = stablehlo.convolution(%561, %arg101) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x2x2x480xf32>, tensor<1x1x480x80xf32>) -> tensor<1x2x2x80xf32>
    %563 = stablehlo.reshape %arg259 : (tensor<80xf32>) -> tensor<1x1x1x80xf32>
    %564 = stablehlo.reshape %arg260 : (tensor<80xf32>) -> tensor<1x1x1x80xf32>
    %cst_62 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %565 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<1x1x1x80xf32>
    %566 = stablehlo.add %564, %565 : tensor<1x1x1x80xf32>
    %567 = stablehlo.rsqrt %566 : tensor<1x1x1x80xf32>
    %568 = stablehlo.reshape %arg102 : (tensor<80xf32>) -> tensor<1x1x1x80xf32>
    %569 = stablehlo.multiply %567, %568 : tensor<1x1x1x80xf32>
    %570 = stablehlo.negate %563 : tensor<1x1x1x80xf32>
    %571 = stablehlo.multiply %570, %569 : tensor<1x1x1x80xf32>
    %572 = stablehlo.reshape %arg103 : (tensor<80xf32>) -> tensor<1x1x1x80xf32>
    %573 = stablehlo.add %571, %572 : tensor<1x1x1x80xf32>
    %574 = stablehlo.broadcast_in_dim %569, dims = [0, 1, 2, 3] : (tensor<1x1x1x80xf32>) -> tensor<1x2x2x80xf32>
    %575 = stablehlo.multiply %562, %574 : tensor<1x2x2x80xf32>
    %576 = stablehlo.broadcast_in_dim %573, dims = [0, 1, 2, 3] : (tensor<1x1x1x80xf32>) -> tensor<1x2x2x80xf32>
    %577 = stablehlo.add %575, %576 : tensor<1x2x2x80xf32>
    %578 = stablehlo.add %577, %507 : tensor<1x2x2x80xf32>
    %579 = stablehlo.convolution(%578, %arg104) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x2x2x80xf32>, tensor<1x1x80x480xf32>) -> tensor<1x2x2x480xf32>
    %580 = stablehlo.reshape %arg261 : (tensor<480xf32>) -> tensor<1x1x1x480xf32>
    %581 = stablehlo.reshape %arg262 : (tensor<480xf32>) -> tensor<1x1x1x480xf32>
    %cst_63 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %582 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<1x1x1x480xf32>
    %583 = stablehlo.add %581, %582 : tensor<1x1x1x480xf32>
    %584 = stablehlo.rsqrt %583 : tensor<1x1x1x480xf32>
    %585 = stablehlo.reshape %arg105 : (tensor<480xf32>) -> tensor<1x1x1x480xf32>
    %586 = stablehlo.multiply %584, %585 : tensor<1x1x1x480xf32>
    %587 = stablehlo.negate %580 : tensor<1x1x1x480xf32>
    %588 = stablehlo.multiply %587, %586 : tensor<1x1x1x480xf32>
    %589 = stablehlo.reshape %arg106 : (tensor<480xf32>) -> tensor<1x1x1x480xf32>
    %590 = stablehlo.add %588, %589 : tensor<1x1x1x480xf32>
    %591 = stablehlo.broadcast_in_dim %586, dims = [0, 1, 2, 3] : (tensor<1x1x1x480xf32>) -> tensor<1x2x2x480xf32>
    %592 = stablehlo.multiply %579, %591 : tensor<1x2x2x480xf32>
    %593 = stablehlo.broadcast_in_dim %590, dims = [0, 1, 2, 3] : (tensor<1x1x1x480xf32>) -> tensor<1x2x2x480xf32>
    %594 = stablehlo.add %592, %593 : tensor<1x2x2x480xf32>
    %595 = call @silu_13(%594) : (tensor<1x2x2x480xf32>) -> tensor<1x2x2x480xf32>
    %596 = stablehlo.reshape %arg107 : (tensor<5x5x480x1xf32>) -> tensor<5x5x1x480xf32>
    %597 = stablehlo.convolution(%595, %596) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[2, 2], [2, 2]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 480 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x2x2x480xf32>, tensor<5x5x1x480xf32>) -> tensor<1x2x2x480xf32>
    %598 = stablehlo.reshape %arg263 : (tensor<480xf32>) -> tensor<1x1x1x480xf32>
    %599 = stablehlo.reshape %arg264 : (tensor<480xf32>) -> tensor<1x1x1x480xf32>
    %cst_64 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %600 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<1x1x1x480xf32>
    %601 = stablehlo.add %599, %600 : tensor<1x1x1x480xf32>
    %602 = stablehlo.rsqrt %601 : tensor<1x1x1x480xf32>
    %603 = stablehlo.reshape %arg108 : (tensor<480xf32>) -> tensor<1x1x1x480xf32>
    %604 = stablehlo.multiply %602, %603 : tensor<1x1x1x480xf32>
    %605 = stablehlo.negate %598 : tensor<1x1x1x480xf32>
    %606 = stablehlo.multiply %605, %604 : tensor<1x1x1x480xf32>
    %607 = stablehlo.reshape %arg109 : (tensor<480xf32>) -> tensor<1x1x1x480xf32>
    %608 = stablehlo.add %606, %607 : tensor<1x1x1x480xf32>
    %609 = stablehlo.broadcast_in_dim %604, dims = [0, 1, 2, 3] : (tensor<1x1x1x480xf32>) -> tensor<1x2x2x480xf32>
    %610 = stablehlo.multiply %597, %609 : tensor<1x2x2x480xf32>
    %611 = stablehlo.broadcast_in_dim %608, dims = [0, 1, 2, 3] : (tensor<1x1x1x480xf32>) -> tensor<1x2x2x480xf32>
    %612 = stablehlo.add %610, %611 : tensor<1x2x2x480xf32>
    %613 = call @silu_13(%612) : (tensor<1x2x2x480xf32>) -> tensor<1x2x2x480xf32>
    %cst_65 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %614 = stablehlo.reduce(%613 init: %cst_65) applies stablehlo.add across dimensions = [1, 2] : (tensor<1x2x2x480xf32>, tensor<f32>) -> tensor<1x480xf32>
    %cst_66 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %615 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<1x480xf32>
    %616 = stablehlo.divide %614, %615 : tensor<1x480xf32>
    %617 = stablehlo.reshape %616 : (tensor<1x480xf32>) -> tensor<1x1x1x480xf32>
    %618 = stablehlo.convolution(%617, %arg110) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x1x1x480xf32>, tensor<1x1x480x20xf32>) -> tensor<1x1x1x20xf32>
    %619 = stablehlo.reshape %arg111 : (tensor<20xf32>) -> tensor<1x1x1x20xf32>
    %620 = stablehlo.add %618, %619 : tensor<1x1x1x20xf32>
    %621 = call @silu_14(%620) : (tensor<1x1x1x20xf32>) -> tensor<1x1x1x20xf32>
    %622 = stablehlo.convolution(%621, %arg112) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x1x1x20xf32>, tensor<1x1x20x480xf32>) -> tensor<1x1x1x480xf32>
    %623 = stablehlo.reshape %arg113 : (tensor<480xf32>) -> tensor<1x1x1x480xf32>
    %624 = stablehlo.add %622, %623 : tensor<1x1x1x480xf32>
    %625 = stablehlo.negate %624 : tensor<1x1x1x480xf32>
    %626 = stablehlo.exponential %625 : tensor<1x1x1x480xf32>
    %cst_67 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %627 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<1x1x1x480xf32>
    %628 = stablehlo.add %627, %626 : tensor<1x1x1x480xf32>
    %cst_68 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %629 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<1x1x1x480xf32>
    %630 = stablehlo.divide %629, %628 : tensor<1x1x1x480xf32>
    %631 = stablehlo.broadcast_in_dim %630, dims = [0, 1, 2, 3] : (tensor<1x1x1x480xf32>) -> tensor<1x2x2x480xf32>
    %632 = stablehlo.multiply %613, %631 : tensor<1x2x2x480xf32>
    %633 = stablehlo.convolution(%632, %arg114) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x2x2x480xf32>, tensor<1x1x480x112xf32>) -> tensor<1x2x2x112xf32>
    %634 = stablehlo.reshape %arg265 : (tensor<112xf32>) -> tensor<1x1x1x112xf32>
    %635 = stablehlo.reshape %arg266 : (tensor<112xf32>) -> tensor<1x1x1x112xf32>
    %cst_69 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %636 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<1x1x1x112xf32>
    %637 = stablehlo.add %635, %636 : tensor<1x1x1x112xf32>
    %638 = stablehlo.rsqrt %637 : tensor<1x1x1x112xf32>
    %639 = stablehlo.reshape %arg115 : (tensor<112xf32>) -> tensor<1x1x1x112xf32>
    %640 = stablehlo.multiply %638, %639 : tensor<1x1x1x112xf32>
    %641 = stablehlo.negate %634 : tensor<1x1x1x112xf32>
    %642 = stablehlo.multiply %641, %640 : tensor<1x1x1x112xf32>
    %643 = stablehlo.reshape %arg116 : (tensor<112xf32>) -> tensor<1x1x1x112xf32>
    %644 = stablehlo.add %642, %643 : tensor<1x1x1x112xf32>
    %645 = stablehlo.broadcast_in_dim %640, dims = [0, 1, 2, 3] : (tensor<1x1x1x112xf32>) -> tensor<1x2x2x112xf32>
    %646 = stablehlo.multiply %633, %645 : tensor<1x2x2x112xf32>
    %647 = stablehlo.broadcast_in_dim %644, dims = [0, 1, 2, 3] : (tensor<1x1x1x112xf32>) -> tensor<1x2x2x112xf32>
    %648 = stablehlo.add %646, %647 : tensor<1x2x2x112xf32>
    %649 = stablehlo.convolution(%648, %arg117) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x2x2x112xf32>, tensor<1x1x112x672xf32>) -> tensor<1x2x2x672xf32>
    %650 = stablehlo.reshape %arg267 : (tensor<672xf32>) -> tensor<1x1x1x672xf32>
    %651 = stablehlo.reshape %arg268 : (tensor<672xf32>) -> tensor<1x1x1x672xf32>
    %cst_70 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %652 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<1x1x1x672xf32>
    %653 = stablehlo.add %651, %652 : tensor<1x1x1x672xf32>
    %654 = stablehlo.rsqrt %653 : tensor<1x1x1x672xf32>
    %655 = stablehlo.reshape %arg118 : (tensor<672xf32>) -> tensor<1x1x1x672xf32>
    %656 = stablehlo.multiply %654, %655 : tensor<1x1x1x672xf32>
    %657 = stablehlo.negate %650 : tensor<1x1x1x672xf32>
    %658 = stablehlo.multiply %657, %656 : tensor<1x1x1x672xf32>
    %659 = stablehlo.reshape %arg119 : (tensor<672xf32>) -> tensor<1x1x1x672xf32>
    %660 = stablehlo.add %658, %659 : tensor<1x1x1x672xf32>
    %661 = stablehlo.broadcast_in_dim %656, dims = [0, 1, 2, 3] : (tensor<1x1x1x672xf32>) -> tensor<1x2x2x672xf32>
    %662 = stablehlo.multiply %649, %661 : tensor<1x2x2x672xf32>
    %663 = stablehlo.broadcast_in_dim %660, dims = [0, 1, 2, 3] : (tensor<1x1x1x672xf32>) -> tensor<1x2x2x672xf32>
    %664 = stablehlo.add %662, %663 : tensor<1x2x2x672xf32>
    %665 = call @silu_15(%664) : (tensor<1x2x2x672xf32>) -> tensor<1x2x2x672xf32>
    %666 = stablehlo.reshape %arg120 : (tensor<5x5x672x1xf32>) -> tensor<5x5x1x672xf32>
    %667 = stablehlo.convolution(%665, %666) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[2, 2], [2, 2]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 672 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x2x2x672xf32>, tensor<5x5x1x672xf32>) -> tensor<1x2x2x672xf32>
    %668 = stablehlo.reshape %arg269 : (tensor<672xf32>) -> tensor<1x1x1x672xf32>
    %669 = stablehlo.reshape %arg270 : (tensor<672xf32>) -> tensor<1x1x1x672xf32>
    %cst_71 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %670 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<1x1x1x672xf32>
    %671 = stablehlo.add %669, %670 : tensor<1x1x1x672xf32>
    %672 = stablehlo.rsqrt %671 : tensor<1x1x1x672xf32>
    %673 = stablehlo.reshape %arg121 : (tensor<672xf32>) -> tensor<1x1x1x672xf32>
    %674 = stablehlo.multiply %672, %673 : tensor<1x1x1x672xf32>
    %675 = stablehlo.negate %668 : tensor<1x1x1x672xf32>
    %676 = stablehlo.multiply %675, %674 : tensor<1x1x1x672xf32>
    %677 = stablehlo.reshape %arg122 : (tensor<672xf32>) -> tensor<1x1x1x672xf32>
    %678 = stablehlo.add %676, %677 : tensor<1x1x1x672xf32>
    %679 = stablehlo.broadcast_in_dim %674, dims = [0, 1, 2, 3] : (tensor<1x1x1x672xf32>) -> tensor<1x2x2x672xf32>
    %680 = stablehlo.multiply %667, %679 : tensor<1x2x2x672xf32>
    %681 = stablehlo.broadcast_in_dim %678, dims = [0, 1, 2, 3] : (tensor<1x1x1x672xf32>) -> tensor<1x2x2x672xf32>
    %682 = stablehlo.add %680, %681 : tensor<1x2x2x672xf32>
    %683 = call @silu_15(%682) : (tensor<1x2x2x672xf32>) -> tensor<1x2x2x672xf32>
    %cst_72 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %684 = stablehlo.reduce(%683 init: %cst_72) applies stablehlo.add across dimensions = [1, 2] : (tensor<1x2x2x672xf32>, tensor<f32>) -> tensor<1x672xf32>
    %cst_73 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %685 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<1x672xf32>
    %686 = stablehlo.divide %684, %685 : tensor<1x672xf32>
    %687 = stablehlo.reshape %686 : (tensor<1x672xf32>) -> tensor<1x1x1x672xf32>
    %688 = stablehlo.convolution(%687, %arg123) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x1x1x672xf32>, tensor<1x1x672x28xf32>) -> tensor<1x1x1x28xf32>
    %689 = stablehlo.reshape %arg124 : (tensor<28xf32>) -> tensor<1x1x1x28xf32>
    %690 = stablehlo.add %688, %689 : tensor<1x1x1x28xf32>
    %691 = call @silu_16(%690) : (tensor<1x1x1x28xf32>) -> tensor<1x1x1x28xf32>
    %692 = stablehlo.convolution(%691, %arg125) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x1x1x28xf32>, tensor<1x1x28x672xf32>) -> tensor<1x1x1x672xf32>
    %693 = stablehlo.reshape %arg126 : (tensor<672xf32>) -> tensor<1x1x1x672xf32>
    %694 = stablehlo.add %692, %693 : tensor<1x1x1x672xf32>
    %695 = stablehlo.negate %694 : tensor<1x1x1x672xf32>
    %696 = stablehlo.exponential %695 : tensor<1x1x1x672xf32>
    %cst_74 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %697 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<1x1x1x672xf32>
    %698 = stablehlo.add %697, %696 : tensor<1x1x1x672xf32>
    %cst_75 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %699 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<1x1x1x672xf32>
    %700 = stablehlo.divide %699, %698 : tensor<1x1x1x672xf32>
    %701 = stablehlo.broadcast_in_dim %700, dims = [0, 1, 2, 3] : (tensor<1x1x1x672xf32>) -> tensor<1x2x2x672xf32>
    %702 = stablehlo.multiply %683, %701 : tensor<1x2x2x672xf32>
    %703 = stablehlo.convolution(%702, %arg127) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x2x2x672xf32>, tensor<1x1x672x112xf32>) -> tensor<1x2x2x112xf32>
    %704 = stablehlo.reshape %arg271 : (tensor<112xf32>) -> tensor<1x1x1x112xf32>
    %705 = stablehlo.reshape %arg272 : (tensor<112xf32>) -> tensor<1x1x1x112xf32>
    %cst_76 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %706 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<1x1x1x112xf32>
    %707 = stablehlo.add %705, %706 : tensor<1x1x1x112xf32>
    %708 = stablehlo.rsqrt %707 : tensor<1x1x1x112xf32>
    %709 = stablehlo.reshape %arg128 : (tensor<112xf32>) -> tensor<1x1x1x112xf32>
    %710 = stablehlo.multiply %708, %709 : tensor<1x1x1x112xf32>
    %711 = stablehlo.negate %704 : tensor<1x1x1x112xf32>
    %712 = stablehlo.multiply %711, %710 : tensor<1x1x1x112xf32>
    %713 = stablehlo.reshape %arg129 : (tensor<112xf32>) -> tensor<1x1x1x112xf32>
    %714 = stablehlo.add %712, %713 : tensor<1x1x1x112xf32>
    %715 = stablehlo.broadcast_in_dim %710, dims = [0, 1, 2, 3] : (tensor<1x1x1x112xf32>) -> tensor<1x2x2x112xf32>
    %716 = stablehlo.multiply %703, %715 : tensor<1x2x2x112xf32>
    %717 = stablehlo.broadcast_in_dim %714, dims = [0, 1, 2, 3] : (tensor<1x1x1x112xf32>) -> tensor<1x2x2x112xf32>
    %718 = stablehlo.add %716, %717 : tensor<1x2x2x112xf32>
    %719 = stablehlo.add %718, %648 : tensor<1x2x2x112xf32>
    %720 = stablehlo.convolution(%719, %arg130) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x2x2x112xf32>, tensor<1x1x112x672xf32>) -> tensor<1x2x2x672xf32>
    %721 = stablehlo.reshape %arg273 : (tensor<672xf32>) -> tensor<1x1x1x672xf32>
    %722 = stablehlo.reshape %arg274 : (tensor<672xf32>) -> tensor<1x1x1x672xf32>
    %cst_77 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %723 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<1x1x1x672xf32>
    %724 = stablehlo.add %722, %723 : tensor<1x1x1x672xf32>
    %725 = stablehlo.rsqrt %724 : tensor<1x1x1x672xf32>
    %726 = stablehlo.reshape %arg131 : (tensor<672xf32>) -> tensor<1x1x1x672xf32>
    %727 = stablehlo.multiply %725, %726 : tensor<1x1x1x672xf32>
    %728 = stablehlo.negate %721 : tensor<1x1x1x672xf32>
    %729 = stablehlo.multiply %728, %727 : tensor<1x1x1x672xf32>
    %730 = stablehlo.reshape %arg132 : (tensor<672xf32>) -> tensor<1x1x1x672xf32>
    %731 = stablehlo.add %729, %730 : tensor<1x1x1x672xf32>
    %732 = stablehlo.broadcast_in_dim %727, dims = [0, 1, 2, 3] : (tensor<1x1x1x672xf32>) -> tensor<1x2x2x672xf32>
    %733 = stablehlo.multiply %720, %732 : tensor<1x2x2x672xf32>
    %734 = stablehlo.broadcast_in_dim %731, dims = [0, 1, 2, 3] : (tensor<1x1x1x672xf32>) -> tensor<1x2x2x672xf32>
    %735 = stablehlo.add %733, %734 : tensor<1x2x2x672xf32>
    %736 = call @silu_15(%735) : (tensor<1x2x2x672xf32>) -> tensor<1x2x2x672xf32>
    %737 = stablehlo.reshape %arg133 : (tensor<5x5x672x1xf32>) -> tensor<5x5x1x672xf32>
    %738 = stablehlo.convolution(%736, %737) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[2, 2], [2, 2]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 672 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x2x2x672xf32>, tensor<5x5x1x672xf32>) -> tensor<1x2x2x672xf32>
    %739 = stablehlo.reshape %arg275 : (tensor<672xf32>) -> tensor<1x1x1x672xf32>
    %740 = stablehlo.reshape %arg276 : (tensor<672xf32>) -> tensor<1x1x1x672xf32>
    %cst_78 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %741 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<1x1x1x672xf32>
    %742 = stablehlo.add %740, %741 : tensor<1x1x1x672xf32>
    %743 = stablehlo.rsqrt %742 : tensor<1x1x1x672xf32>
    %744 = stablehlo.reshape %arg134 : (tensor<672xf32>) -> tensor<1x1x1x672xf32>
    %745 = stablehlo.multiply %743, %744 : tensor<1x1x1x672xf32>
    %746 = stablehlo.negate %739 : tensor<1x1x1x672xf32>
    %747 = stablehlo.multiply %746, %745 : tensor<1x1x1x672xf32>
    %748 = stablehlo.reshape %arg135 : (tensor<672xf32>) -> tensor<1x1x1x672xf32>
    %749 = stablehlo.add %747, %748 : tensor<1x1x1x672xf32>
    %750 = stablehlo.broadcast_in_dim %745, dims = [0, 1, 2, 3] : (tensor<1x1x1x672xf32>) -> tensor<1x2x2x672xf32>
    %751 = stablehlo.multiply %738, %750 : tensor<1x2x2x672xf32>
    %752 = stablehlo.broadcast_in_dim %749, dims = [0, 1, 2, 3] : (tensor<1x1x1x672xf32>) -> tensor<1x2x2x672xf32>
    %753 = stablehlo.add %751, %752 : tensor<1x2x2x672xf32>
    %754 = call @silu_15(%753) : (tensor<1x2x2x672xf32>) -> tensor<1x2x2x672xf32>
    %cst_79 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %755 = stablehlo.reduce(%754 init: %cst_79) applies stablehlo.add across dimensions = [1, 2] : (tensor<1x2x2x672xf32>, tensor<f32>) -> tensor<1x672xf32>
    %cst_80 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %756 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<1x672xf32>
    %757 = stablehlo.divide %755, %756 : tensor<1x672xf32>
    %758 = stablehlo.reshape %757 : (tensor<1x672xf32>) -> tensor<1x1x1x672xf32>
    %759 = stablehlo.convolution(%758, %arg136) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x1x1x672xf32>, tensor<1x1x672x28xf32>) -> tensor<1x1x1x28xf32>
    %760 = stablehlo.reshape %arg137 : (tensor<28xf32>) -> tensor<1x1x1x28xf32>
    %761 = stablehlo.add %759, %760 : tensor<1x1x1x28xf32>
    %762 = call @silu_16(%761) : (tensor<1x1x1x28xf32>) -> tensor<1x1x1x28xf32>
    %763 = stablehlo.convolution(%762, %arg138) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x1x1x28xf32>, tensor<1x1x28x672xf32>) -> tensor<1x1x1x672xf32>
    %764 = stablehlo.reshape %arg139 : (tensor<672xf32>) -> tensor<1x1x1x672xf32>
    %765 = stablehlo.add %763, %764 : tensor<1x1x1x672xf32>
    %766 = stablehlo.negate %765 : tensor<1x1x1x672xf32>
    %767 = stablehlo.exponential %766 : tensor<1x1x1x672xf32>
    %cst_81 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %768 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<1x1x1x672xf32>
    %769 = stablehlo.add %768, %767 : tensor<1x1x1x672xf32>
    %cst_82 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %770 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<1x1x1x672xf32>
    %771 = stablehlo.divide %770, %769 : tensor<1x1x1x672xf32>
    %772 = stablehlo.broadcast_in_dim %771, dims = [0, 1, 2, 3] : (tensor<1x1x1x672xf32>) -> tensor<1x2x2x672xf32>
    %773 = stablehlo.multiply %754, %772 : tensor<1x2x2x672xf32>
    %774 = stablehlo.convolution(%773, %arg140) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x2x2x672xf32>, tensor<1x1x672x112xf32>) -> tensor<1x2x2x112xf32>
    %775 = stablehlo.reshape %arg277 : (tensor<112xf32>) -> tensor<1x1x1x112xf32>
    %776 = stablehlo.reshape %arg278 : (tensor<112xf32>) -> tensor<1x1x1x112xf32>
    %cst_83 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %777 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<1x1x1x112xf32>
    %778 = stablehlo.add %776, %777 : tensor<1x1x1x112xf32>
    %779 = stablehlo.rsqrt %778 : tensor<1x1x1x112xf32>
    %780 = stablehlo.reshape %arg141 : (tensor<112xf32>) -> tensor<1x1x1x112xf32>
    %781 = stablehlo.multiply %779, %780 : tensor<1x1x1x112xf32>
    %782 = stablehlo.negate %775 : tensor<1x1x1x112xf32>
    %783 = stablehlo.multiply %782, %781 : tensor<1x1x1x112xf32>
    %784 = stablehlo.reshape %arg142 : (tensor<112xf32>) -> tensor<1x1x1x112xf32>
    %785 = stablehlo.add %783, %784 : tensor<1x1x1x112xf32>
    %786 = stablehlo.broadcast_in_dim %781, dims = [0, 1, 2, 3] : (tensor<1x1x1x112xf32>) -> tensor<1x2x2x112xf32>
    %787 = stablehlo.multiply %774, %786 : tensor<1x2x2x112xf32>
    %788 = stablehlo.broadcast_in_dim %785, dims = [0, 1, 2, 3] : (tensor<1x1x1x112xf32>) -> tensor<1x2x2x112xf32>
    %789 = stablehlo.add %787, %788 : tensor<1x2x2x112xf32>
    %790 = stablehlo.add %789, %719 : tensor<1x2x2x112xf32>
    %791 = stablehlo.convolution(%790, %arg143) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x2x2x112xf32>, tensor<1x1x112x672xf32>) -> tensor<1x2x2x672xf32>
    %792 = stablehlo.reshape %arg279 : (tensor<672xf32>) -> tensor<1x1x1x672xf32>
    %793 = stablehlo.reshape %arg280 : (tensor<672xf32>) -> tensor<1x1x1x672xf32>
    %cst_84 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %794 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<1x1x1x672xf32>
    %795 = stablehlo.add %793, %794 : tensor<1x1x1x672xf32>
    %796 = stablehlo.rsqrt %795 : tensor<1x1x1x672xf32>
    %797 = stablehlo.reshape %arg144 : (tensor<672xf32>) -> tensor<1x1x1x672xf32>
    %798 = stablehlo.multiply %796, %797 : tensor<1x1x1x672xf32>
    %799 = stablehlo.negate %792 : tensor<1x1x1x672xf32>
    %800 = stablehlo.multiply %799, %798 : tensor<1x1x1x672xf32>
    %801 = stablehlo.reshape %arg145 : (tensor<672xf32>) -> tensor<1x1x1x672xf32>
    %802 = stablehlo.add %800, %801 : tensor<1x1x1x672xf32>
    %803 = stablehlo.broadcast_in_dim %798, dims = [0, 1, 2, 3] : (tensor<1x1x1x672xf32>) -> tensor<1x2x2x672xf32>
    %804 = stablehlo.multiply %791, %803 : tensor<1x2x2x672xf32>
    %805 = stablehlo.broadcast_in_dim %802, dims = [0, 1, 2, 3] : (tensor<1x1x1x672xf32>) -> tensor<1x2x2x672xf32>
    %806 = stablehlo.add %804, %805 : tensor<1x2x2x672xf32>
    %807 = call @silu_15(%806) : (tensor<1x2x2x672xf32>) -> tensor<1x2x2x672xf32>
    %c_85 = stablehlo.constant dense<0> : tensor<i32>
    %808 = call @_pad_17(%807, %c_85) : (tensor<1x2x2x672xf32>, tensor<i32>) -> tensor<1x5x5x672xf32>
    %809 = stablehlo.reshape %arg146 : (tensor<5x5x672x1xf32>) -> tensor<5x5x1x672xf32>
    %810 = stablehlo.convolution(%808, %809) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 672 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x5x5x672xf32>, tensor<5x5x1x672xf32>) -> tensor<1x1x1x672xf32>
    %811 = stablehlo.reshape %arg281 : (tensor<672xf32>) -> tensor<1x1x1x672xf32>
    %812 = stablehlo.reshape %arg282 : (tensor<672xf32>) -> tensor<1x1x1x672xf32>
    %cst_86 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %813 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<1x1x1x672xf32>
    %814 = stablehlo.add %812, %813 : tensor<1x1x1x672xf32>
    %815 = stablehlo.rsqrt %814 : tensor<1x1x1x672xf32>
    %816 = stablehlo.reshape %arg147 : (tensor<672xf32>) -> tensor<1x1x1x672xf32>
    %817 = stablehlo.multiply %815, %816 : tensor<1x1x1x672xf32>
    %818 = stablehlo.negate %811 : tensor<1x1x1x672xf32>
    %819 = stablehlo.multiply %818, %817 : tensor<1x1x1x672xf32>
    %820 = stablehlo.reshape %arg148 : (tensor<672xf32>) -> tensor<1x1x1x672xf32>
    %821 = stablehlo.add %819, %820 : tensor<1x1x1x672xf32>
    %822 = stablehlo.multiply %810, %817 : tensor<1x1x1x672xf32>
    %823 = stablehlo.add %822, %821 : tensor<1x1x1x672xf32>
    %824 = call @silu_18(%823) : (tensor<1x1x1x672xf32>) -> tensor<1x1x1x672xf32>
    %cst_87 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %825 = stablehlo.reduce(%824 init: %cst_87) applies stablehlo.add across dimensions = [1, 2] : (tensor<1x1x1x672xf32>, tensor<f32>) -> tensor<1x672xf32>
    %cst_88 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %826 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<1x672xf32>
    %827 = stablehlo.divide %825, %826 : tensor<1x672xf32>
    %828 = stablehlo.reshape %827 : (tensor<1x672xf32>) -> tensor<1x1x1x672xf32>
    %829 = stablehlo.convolution(%828, %arg149) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x1x1x672xf32>, tensor<1x1x672x28xf32>) -> tensor<1x1x1x28xf32>
    %830 = stablehlo.reshape %arg150 : (tensor<28xf32>) -> tensor<1x1x1x28xf32>
    %831 = stablehlo.add %829, %830 : tensor<1x1x1x28xf32>
    %832 = call @silu_16(%831) : (tensor<1x1x1x28xf32>) -> tensor<1x1x1x28xf32>
    %833 = stablehlo.convolution(%832, %arg151) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x1x1x28xf32>, tensor<1x1x28x672xf32>) -> tensor<1x1x1x672xf32>
    %834 = stablehlo.reshape %arg152 : (tensor<672xf32>) -> tensor<1x1x1x672xf32>
    %835 = stablehlo.add %833, %834 : tensor<1x1x1x672xf32>
    %836 = stablehlo.negate %835 : tensor<1x1x1x672xf32>
    %837 = stablehlo.exponential %836 : tensor<1x1x1x672xf32>
    %cst_89 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %838 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<1x1x1x672xf32>
    %839 = stablehlo.add %838, %837 : tensor<1x1x1x672xf32>
    %cst_90 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %840 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<1x1x1x672xf32>
    %841 = stablehlo.divide %840, %839 : tensor<1x1x1x672xf32>
    %842 = stablehlo.multiply %824, %841 : tensor<1x1x1x672xf32>
    %843 = stablehlo.convolution(%842, %arg153) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x1x1x672xf32>, tensor<1x1x672x192xf32>) -> tensor<1x1x1x192xf32>
    %844 = stablehlo.reshape %arg283 : (tensor<192xf32>) -> tensor<1x1x1x192xf32>
    %845 = stablehlo.reshape %arg284 : (tensor<192xf32>) -> tensor<1x1x1x192xf32>
    %cst_91 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %846 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<1x1x1x192xf32>
    %847 = stablehlo.add %845, %846 : tensor<1x1x1x192xf32>
    %848 = stablehlo.rsqrt %847 : tensor<1x1x1x192xf32>
    %849 = stablehlo.reshape %arg154 : (tensor<192xf32>) -> tensor<1x1x1x192xf32>
    %850 = stablehlo.multiply %848, %849 : tensor<1x1x1x192xf32>
    %851 = stablehlo.negate %844 : tensor<1x1x1x192xf32>
    %852 = stablehlo.multiply %851, %850 : tensor<1x1x1x192xf32>
    %853 = stablehlo.reshape %arg155 : (tensor<192xf32>) -> tensor<1x1x1x192xf32>
    %854 = stablehlo.add %852, %853 : tensor<1x1x1x192xf32>
    %855 = stablehlo.multiply %843, %850 : tensor<1x1x1x192xf32>
    %856 = stablehlo.add %855, %854 : tensor<1x1x1x192xf32>
    %857 = stablehlo.convolution(%856, %arg156) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x1x1x192xf32>, tensor<1x1x192x1152xf32>) -> tensor<1x1x1x1152xf32>
    %858 = stablehlo.reshape %arg285 : (tensor<1152xf32>) -> tensor<1x1x1x1152xf32>
    %859 = stablehlo.reshape %arg286 : (tensor<1152xf32>) -> tensor<1x1x1x1152xf32>
    %cst_92 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %860 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<1x1x1x1152xf32>
    %861 = stablehlo.add %859, %860 : tensor<1x1x1x1152xf32>
    %862 = stablehlo.rsqrt %861 : tensor<1x1x1x1152xf32>
    %863 = stablehlo.reshape %arg157 : (tensor<1152xf32>) -> tensor<1x1x1x1152xf32>
    %864 = stablehlo.multiply %862, %863 : tensor<1x1x1x1152xf32>
    %865 = stablehlo.negate %858 : tensor<1x1x1x1152xf32>
    %866 = stablehlo.multiply %865, %864 : tensor<1x1x1x1152xf32>
    %867 = stablehlo.reshape %arg158 : (tensor<1152xf32>) -> tensor<1x1x1x1152xf32>
    %868 = stablehlo.add %866, %867 : tensor<1x1x1x1152xf32>
    %869 = stablehlo.multiply %857, %864 : tensor<1x1x1x1152xf32>
    %870 = stablehlo.add %869, %868 : tensor<1x1x1x1152xf32>
    %871 = call @silu_19(%870) : (tensor<1x1x1x1152xf32>) -> tensor<1x1x1x1152xf32>
    %872 = stablehlo.reshape %arg159 : (tensor<5x5x1152x1xf32>) -> tensor<5x5x1x1152xf32>
    %873 = stablehlo.convolution(%871, %872) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[2, 2], [2, 2]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1152 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x1x1x1152xf32>, tensor<5x5x1x1152xf32>) -> tensor<1x1x1x1152xf32>
    %874 = stablehlo.reshape %arg287 : (tensor<1152xf32>) -> tensor<1x1x1x1152xf32>
    %875 = stablehlo.reshape %arg288 : (tensor<1152xf32>) -> tensor<1x1x1x1152xf32>
    %cst_93 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %876 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<1x1x1x1152xf32>
    %877 = stablehlo.add %875, %876 : tensor<1x1x1x1152xf32>
    %878 = stablehlo.rsqrt %877 : tensor<1x1x1x1152xf32>
    %879 = stablehlo.reshape %arg160 : (tensor<1152xf32>) -> tensor<1x1x1x1152xf32>
    %880 = stablehlo.multiply %878, %879 : tensor<1x1x1x1152xf32>
    %881 = stablehlo.negate %874 : tensor<1x1x1x1152xf32>
    %882 = stablehlo.multiply %881, %880 : tensor<1x1x1x1152xf32>
    %883 = stablehlo.reshape %arg161 : (tensor<1152xf32>) -> tensor<1x1x1x1152xf32>
    %884 = stablehlo.add %882, %883 : tensor<1x1x1x1152xf32>
    %885 = stablehlo.multiply %873, %880 : tensor<1x1x1x1152xf32>
    %886 = stablehlo.add %885, %884 : tensor<1x1x1x1152xf32>
    %887 = call @silu_19(%886) : (tensor<1x1x1x1152xf32>) -> tensor<1x1x1x1152xf32>
    %cst_94 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %888 = stablehlo.reduce(%887 init: %cst_94) applies stablehlo.add across dimensions = [1, 2] : (tensor<1x1x1x1152xf32>, tensor<f32>) -> tensor<1x1152xf32>
    %cst_95 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %889 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<1x1152xf32>
    %890 = stablehlo.divide %888, %889 : tensor<1x1152xf32>
    %891 = stablehlo.reshape %890 : (tensor<1x1152xf32>) -> tensor<1x1x1x1152xf32>
    %892 = stablehlo.convolution(%891, %arg162) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x1x1x1152xf32>, tensor<1x1x1152x48xf32>) -> tensor<1x1x1x48xf32>
    %893 = stablehlo.reshape %arg163 : (tensor<48xf32>) -> tensor<1x1x1x48xf32>
    %894 = stablehlo.add %892, %893 : tensor<1x1x1x48xf32>
    %895 = call @silu_20(%894) : (tensor<1x1x1x48xf32>) -> tensor<1x1x1x48xf32>
    %896 = stablehlo.convolution(%895, %arg164) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x1x1x48xf32>, tensor<1x1x48x1152xf32>) -> tensor<1x1x1x1152xf32>
    %897 = stablehlo.reshape %arg165 : (tensor<1152xf32>) -> tensor<1x1x1x1152xf32>
    %898 = stablehlo.add %896, %897 : tensor<1x1x1x1152xf32>
    %899 = stablehlo.negate %898 : tensor<1x1x1x1152xf32>
    %900 = stablehlo.exponential %899 : tensor<1x1x1x1152xf32>
    %cst_96 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %901 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<1x1x1x1152xf32>
    %902 = stablehlo.add %901, %900 : tensor<1x1x1x1152xf32>
    %cst_97 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %903 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<1x1x1x1152xf32>
    %904 = stablehlo.divide %903, %902 : tensor<1x1x1x1152xf32>
    %905 = stablehlo.multiply %887, %904 : tensor<1x1x1x1152xf32>
    %906 = stablehlo.convolution(%905, %arg166) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x1x1x1152xf32>, tensor<1x1x1152x192xf32>) -> tensor<1x1x1x192xf32>
    %907 = stablehlo.reshape %arg289 : (tensor<192xf32>) -> tensor<1x1x1x192xf32>
    %908 = stablehlo.reshape %arg290 : (tensor<192xf32>) -> tensor<1x1x1x192xf32>
    %cst_98 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %909 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<1x1x1x192xf32>
    %910 = stablehlo.add %908, %909 : tensor<1x1x1x192xf32>
    %911 = stablehlo.rsqrt %910 : tensor<1x1x1x192xf32>
    %912 = stablehlo.reshape %arg167 : (tensor<192xf32>) -> tensor<1x1x1x192xf32>
    %913 = stablehlo.multiply %911, %912 : tensor<1x1x1x192xf32>
    %914 = stablehlo.negate %907 : tensor<1x1x1x192xf32>
    %915 = stablehlo.multiply %914, %913 : tensor<1x1x1x192xf32>
    %916 = stablehlo.reshape %arg168 : (tensor<192xf32>) -> tensor<1x1x1x192xf32>
    %917 = stablehlo.add %915, %916 : tensor<1x1x1x192xf32>
    %918 = stablehlo.multiply %906, %913 : tensor<1x1x1x192xf32>
    %919 = stablehlo.add %918, %917 : tensor<1x1x1x192xf32>
    %920 = stablehlo.add %919, %856 : tensor<1x1x1x192xf32>
    %921 = stablehlo.convolution(%920, %arg169) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x1x1x192xf32>, tensor<1x1x192x1152xf32>) -> tensor<1x1x1x1152xf32>
    %922 = stablehlo.reshape %arg291 : (tensor<1152xf32>) -> tensor<1x1x1x1152xf32>
    %923 = stablehlo.reshape %arg292 : (tensor<1152xf32>) -> tensor<1x1x1x1152xf32>
    %cst_99 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %924 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<1x1x1x1152xf32>
    %925 = stablehlo.add %923, %924 : tensor<1x1x1x1152xf32>
    %926 = stablehlo.rsqrt %925 : tensor<1x1x1x1152xf32>
    %927 = stablehlo.reshape %arg170 : (tensor<1152xf32>) -> tensor<1x1x1x1152xf32>
    %928 = stablehlo.multiply %926, %927 : tensor<1x1x1x1152xf32>
    %929 = stablehlo.negate %922 : tensor<1x1x1x1152xf32>
    %930 = stablehlo.multiply %929, %928 : tensor<1x1x1x1152xf32>
    %931 = stablehlo.reshape %arg171 : (tensor<1152xf32>) -> tensor<1x1x1x1152xf32>
    %932 = stablehlo.add %930, %931 : tensor<1x1x1x1152xf32>
    %933 = stablehlo.multiply %921, %928 : tensor<1x1x1x1152xf32>
    %934 = stablehlo.add %933, %932 : tensor<1x1x1x1152xf32>
    %935 = call @silu_19(%934) : (tensor<1x1x1x1152xf32>) -> tensor<1x1x1x1152xf32>
    %936 = stablehlo.reshape %arg172 : (tensor<5x5x1152x1xf32>) -> tensor<5x5x1x1152xf32>
    %937 = stablehlo.convolution(%935, %936) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[2, 2], [2, 2]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1152 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x1x1x1152xf32>, tensor<5x5x1x1152xf32>) -> tensor<1x1x1x1152xf32>
    %938 = stablehlo.reshape %arg293 : (tensor<1152xf32>) -> tensor<1x1x1x1152xf32>
    %939 = stablehlo.reshape %arg294 : (tensor<1152xf32>) -> tensor<1x1x1x1152xf32>
    %cst_100 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %940 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<1x1x1x1152xf32>
    %941 = stablehlo.add %939, %940 : tensor<1x1x1x1152xf32>
    %942 = stablehlo.rsqrt %941 : tensor<1x1x1x1152xf32>
    %943 = stablehlo.reshape %arg173 : (tensor<1152xf32>) -> tensor<1x1x1x1152xf32>
    %944 = stablehlo.multiply %942, %943 : tensor<1x1x1x1152xf32>
    %945 = stablehlo.negate %938 : tensor<1x1x1x1152xf32>
    %946 = stablehlo.multiply %945, %944 : tensor<1x1x1x1152xf32>
    %947 = stablehlo.reshape %arg174 : (tensor<1152xf32>) -> tensor<1x1x1x1152xf32>
    %948 = stablehlo.add %946, %947 : tensor<1x1x1x1152xf32>
    %949 = stablehlo.multiply %937, %944 : tensor<1x1x1x1152xf32>
    %950 = stablehlo.add %949, %948 : tensor<1x1x1x1152xf32>
    %951 = call @silu_19(%950) : (tensor<1x1x1x1152xf32>) -> tensor<1x1x1x1152xf32>
    %cst_101 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %952 = stablehlo.reduce(%951 init: %cst_101) applies stablehlo.add across dimensions = [1, 2] : (tensor<1x1x1x1152xf32>, tensor<f32>) -> tensor<1x1152xf32>
    %cst_102 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %953 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<1x1152xf32>
    %954 = stablehlo.divide %952, %953 : tensor<1x1152xf32>
    %955 = stablehlo.reshape %954 : (tensor<1x1152xf32>) -> tensor<1x1x1x1152xf32>
    %956 = stablehlo.convolution(%955, %arg175) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x1x1x1152xf32>, tensor<1x1x1152x48xf32>) -> tensor<1x1x1x48xf32>
    %957 = stablehlo.reshape %arg176 : (tensor<48xf32>) -> tensor<1x1x1x48xf32>
    %958 = stablehlo.add %956, %957 : tensor<1x1x1x48xf32>
    %959 = call @silu_20(%958) : (tensor<1x1x1x48xf32>) -> tensor<1x1x1x48xf32>
    %960 = stablehlo.convolution(%959, %arg177) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x1x1x48xf32>, tensor<1x1x48x1152xf32>) -> tensor<1x1x1x1152xf32>
    %961 = stablehlo.reshape %arg178 : (tensor<1152xf32>) -> tensor<1x1x1x1152xf32>
    %962 = stablehlo.add %960, %961 : tensor<1x1x1x1152xf32>
    %963 = stablehlo.negate %962 : tensor<1x1x1x1152xf32>
    %964 = stablehlo.exponential %963 : tensor<1x1x1x1152xf32>
    %cst_103 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %965 = stablehlo.broadcast_in_dim %cst_103, dims = [] : (tensor<f32>) -> tensor<1x1x1x1152xf32>
    %966 = stablehlo.add %965, %964 : tensor<1x1x1x1152xf32>
    %cst_104 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %967 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<1x1x1x1152xf32>
    %968 = stablehlo.divide %967, %966 : tensor<1x1x1x1152xf32>
    %969 = stablehlo.multiply %951, %968 : tensor<1x1x1x1152xf32>
    %970 = stablehlo.convolution(%969, %arg179) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x1x1x1152xf32>, tensor<1x1x1152x192xf32>) -> tensor<1x1x1x192xf32>
    %971 = stablehlo.reshape %arg295 : (tensor<192xf32>) -> tensor<1x1x1x192xf32>
    %972 = stablehlo.reshape %arg296 : (tensor<192xf32>) -> tensor<1x1x1x192xf32>
    %cst_105 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %973 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<f32>) -> tensor<1x1x1x192xf32>
    %974 = stablehlo.add %972, %973 : tensor<1x1x1x192xf32>
    %975 = stablehlo.rsqrt %974 : tensor<1x1x1x192xf32>
    %976 = stablehlo.reshape %arg180 : (tensor<192xf32>) -> tensor<1x1x1x192xf32>
    %977 = stablehlo.multiply %975, %976 : tensor<1x1x1x192xf32>
    %978 = stablehlo.negate %971 : tensor<1x1x1x192xf32>
    %979 = stablehlo.multiply %978, %977 : tensor<1x1x1x192xf32>
    %980 = stablehlo.reshape %arg181 : (tensor<192xf32>) -> tensor<1x1x1x192xf32>
    %981 = stablehlo.add %979, %980 : tensor<1x1x1x192xf32>
    %982 = stablehlo.multiply %970, %977 : tensor<1x1x1x192xf32>
    %983 = stablehlo.add %982, %981 : tensor<1x1x1x192xf32>
    %984 = stablehlo.add %983, %920 : tensor<1x1x1x192xf32>
    %985 = stablehlo.convolution(%984, %arg182) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x1x1x192xf32>, tensor<1x1x192x1152xf32>) -> tensor<1x1x1x1152xf32>
    %986 = stablehlo.reshape %arg297 : (tensor<1152xf32>) -> tensor<1x1x1x1152xf32>
    %987 = stablehlo.reshape %arg298 : (tensor<1152xf32>) -> tensor<1x1x1x1152xf32>
    %cst_106 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %988 = stablehlo.broadcast_in_dim %cst_106, dims = [] : (tensor<f32>) -> tensor<1x1x1x1152xf32>
    %989 = stablehlo.add %987, %988 : tensor<1x1x1x1152xf32>
    %990 = stablehlo.rsqrt %989 : tensor<1x1x1x1152xf32>
    %991 = stablehlo.reshape %arg183 : (tensor<1152xf32>) -> tensor<1x1x1x1152xf32>
    %992 = stablehlo.multiply %990, %991 : tensor<1x1x1x1152xf32>
    %993 = stablehlo.negate %986 : tensor<1x1x1x1152xf32>
    %994 = stablehlo.multiply %993, %992 : tensor<1x1x1x1152xf32>
    %995 = stablehlo.reshape %arg184 : (tensor<1152xf32>) -> tensor<1x1x1x1152xf32>
    %996 = stablehlo.add %994, %995 : tensor<1x1x1x1152xf32>
    %997 = stablehlo.multiply %985, %992 : tensor<1x1x1x1152xf32>
    %998 = stablehlo.add %997, %996 : tensor<1x1x1x1152xf32>
    %999 = call @silu_19(%998) : (tensor<1x1x1x1152xf32>) -> tensor<1x1x1x1152xf32>
    %1000 = stablehlo.reshape %arg185 : (tensor<5x5x1152x1xf32>) -> tensor<5x5x1x1152xf32>
    %1001 = stablehlo.convolution(%999, %1000) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[2, 2], [2, 2]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1152 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x1x1x1152xf32>, tensor<5x5x1x1152xf32>) -> tensor<1x1x1x1152xf32>
    %1002 = stablehlo.reshape %arg299 : (tensor<1152xf32>) -> tensor<1x1x1x1152xf32>
    %1003 = stablehlo.reshape %arg300 : (tensor<1152xf32>) -> tensor<1x1x1x1152xf32>
    %cst_107 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1004 = stablehlo.broadcast_in_dim %cst_107, dims = [] : (tensor<f32>) -> tensor<1x1x1x1152xf32>
    %1005 = stablehlo.add %1003, %1004 : tensor<1x1x1x1152xf32>
    %1006 = stablehlo.rsqrt %1005 : tensor<1x1x1x1152xf32>
    %1007 = stablehlo.reshape %arg186 : (tensor<1152xf32>) -> tensor<1x1x1x1152xf32>
    %1008 = stablehlo.multiply %1006, %1007 : tensor<1x1x1x1152xf32>
    %1009 = stablehlo.negate %1002 : tensor<1x1x1x1152xf32>
    %1010 = stablehlo.multiply %1009, %1008 : tensor<1x1x1x1152xf32>
    %1011 = stablehlo.reshape %arg187 : (tensor<1152xf32>) -> tensor<1x1x1x1152xf32>
    %1012 = stablehlo.add %1010, %1011 : tensor<1x1x1x1152xf32>
    %1013 = stablehlo.multiply %1001, %1008 : tensor<1x1x1x1152xf32>
    %1014 = stablehlo.add %1013, %1012 : tensor<1x1x1x1152xf32>
    %1015 = call @silu_19(%1014) : (tensor<1x1x1x1152xf32>) -> tensor<1x1x1x1152xf32>
    %cst_108 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1016 = stablehlo.reduce(%1015 init: %cst_108) applies stablehlo.add across dimensions = [1, 2] : (tensor<1x1x1x1152xf32>, tensor<f32>) -> tensor<1x1152xf32>
    %cst_109 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1017 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f32>) -> tensor<1x1152xf32>
    %1018 = stablehlo.divide %1016, %1017 : tensor<1x1152xf32>
    %1019 = stablehlo.reshape %1018 : (tensor<1x1152xf32>) -> tensor<1x1x1x1152xf32>
    %1020 = stablehlo.convolution(%1019, %arg188) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x1x1x1152xf32>, tensor<1x1x1152x48xf32>) -> tensor<1x1x1x48xf32>
    %1021 = stablehlo.reshape %arg189 : (tensor<48xf32>) -> tensor<1x1x1x48xf32>
    %1022 = stablehlo.add %1020, %1021 : tensor<1x1x1x48xf32>
    %1023 = call @silu_20(%1022) : (tensor<1x1x1x48xf32>) -> tensor<1x1x1x48xf32>
    %1024 = stablehlo.convolution(%1023, %arg190) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x1x1x48xf32>, tensor<1x1x48x1152xf32>) -> tensor<1x1x1x1152xf32>
    %1025 = stablehlo.reshape %arg191 : (tensor<1152xf32>) -> tensor<1x1x1x1152xf32>
    %1026 = stablehlo.add %1024, %1025 : tensor<1x1x1x1152xf32>
    %1027 = stablehlo.negate %1026 : tensor<1x1x1x1152xf32>
    %1028 = stablehlo.exponential %1027 : tensor<1x1x1x1152xf32>
    %cst_110 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1029 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<f32>) -> tensor<1x1x1x1152xf32>
    %1030 = stablehlo.add %1029, %1028 : tensor<1x1x1x1152xf32>
    %cst_111 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1031 = stablehlo.broadcast_in_dim %cst_111, dims = [] : (tensor<f32>) -> tensor<1x1x1x1152xf32>
    %1032 = stablehlo.divide %1031, %1030 : tensor<1x1x1x1152xf32>
    %1033 = stablehlo.multiply %1015, %1032 : tensor<1x1x1x1152xf32>
    %1034 = stablehlo.convolution(%1033, %arg192) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x1x1x1152xf32>, tensor<1x1x1152x192xf32>) -> tensor<1x1x1x192xf32>
    %1035 = stablehlo.reshape %arg301 : (tensor<192xf32>) -> tensor<1x1x1x192xf32>
    %1036 = stablehlo.reshape %arg302 : (tensor<192xf32>) -> tensor<1x1x1x192xf32>
    %cst_112 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1037 = stablehlo.broadcast_in_dim %cst_112, dims = [] : (tensor<f32>) -> tensor<1x1x1x192xf32>
    %1038 = stablehlo.add %1036, %1037 : tensor<1x1x1x192xf32>
    %1039 = stablehlo.rsqrt %1038 : tensor<1x1x1x192xf32>
    %1040 = stablehlo.reshape %arg193 : (tensor<192xf32>) -> tensor<1x1x1x192xf32>
    %1041 = stablehlo.multiply %1039, %1040 : tensor<1x1x1x192xf32>
    %1042 = stablehlo.negate %1035 : tensor<1x1x1x192xf32>
    %1043 = stablehlo.multiply %1042, %1041 : tensor<1x1x1x192xf32>
    %1044 = stablehlo.reshape %arg194 : (tensor<192xf32>) -> tensor<1x1x1x192xf32>
    %1045 = stablehlo.add %1043, %1044 : tensor<1x1x1x192xf32>
    %1046 = stablehlo.multiply %1034, %1041 : tensor<1x1x1x192xf32>
    %1047 = stablehlo.add %1046, %1045 : tensor<1x1x1x192xf32>
    %1048 = stablehlo.add %1047, %984 : tensor<1x1x1x192xf32>
    %1049 = stablehlo.convolution(%1048, %arg195) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x1x1x192xf32>, tensor<1x1x192x1152xf32>) -> tensor<1x1x1x1152xf32>
    %1050 = stablehlo.reshape %arg303 : (tensor<1152xf32>) -> tensor<1x1x1x1152xf32>
    %1051 = stablehlo.reshape %arg304 : (tensor<1152xf32>) -> tensor<1x1x1x1152xf32>
    %cst_113 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1052 = stablehlo.broadcast_in_dim %cst_113, dims = [] : (tensor<f32>) -> tensor<1x1x1x1152xf32>
    %1053 = stablehlo.add %1051, %1052 : tensor<1x1x1x1152xf32>
    %1054 = stablehlo.rsqrt %1053 : tensor<1x1x1x1152xf32>
    %1055 = stablehlo.reshape %arg196 : (tensor<1152xf32>) -> tensor<1x1x1x1152xf32>
    %1056 = stablehlo.multiply %1054, %1055 : tensor<1x1x1x1152xf32>
    %1057 = stablehlo.negate %1050 : tensor<1x1x1x1152xf32>
    %1058 = stablehlo.multiply %1057, %1056 : tensor<1x1x1x1152xf32>
    %1059 = stablehlo.reshape %arg197 : (tensor<1152xf32>) -> tensor<1x1x1x1152xf32>
    %1060 = stablehlo.add %1058, %1059 : tensor<1x1x1x1152xf32>
    %1061 = stablehlo.multiply %1049, %1056 : tensor<1x1x1x1152xf32>
    %1062 = stablehlo.add %1061, %1060 : tensor<1x1x1x1152xf32>
    %1063 = call @silu_19(%1062) : (tensor<1x1x1x1152xf32>) -> tensor<1x1x1x1152xf32>
    %1064 = stablehlo.reshape %arg198 : (tensor<3x3x1152x1xf32>) -> tensor<3x3x1x1152xf32>
    %1065 = stablehlo.convolution(%1063, %1064) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1152 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x1x1x1152xf32>, tensor<3x3x1x1152xf32>) -> tensor<1x1x1x1152xf32>
    %1066 = stablehlo.reshape %arg305 : (tensor<1152xf32>) -> tensor<1x1x1x1152xf32>
    %1067 = stablehlo.reshape %arg306 : (tensor<1152xf32>) -> tensor<1x1x1x1152xf32>
    %cst_114 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1068 = stablehlo.broadcast_in_dim %cst_114, dims = [] : (tensor<f32>) -> tensor<1x1x1x1152xf32>
    %1069 = stablehlo.add %1067, %1068 : tensor<1x1x1x1152xf32>
    %1070 = stablehlo.rsqrt %1069 : tensor<1x1x1x1152xf32>
    %1071 = stablehlo.reshape %arg199 : (tensor<1152xf32>) -> tensor<1x1x1x1152xf32>
    %1072 = stablehlo.multiply %1070, %1071 : tensor<1x1x1x1152xf32>
    %1073 = stablehlo.negate %1066 : tensor<1x1x1x1152xf32>
    %1074 = stablehlo.multiply %1073, %1072 : tensor<1x1x1x1152xf32>
    %1075 = stablehlo.reshape %arg200 : (tensor<1152xf32>) -> tensor<1x1x1x1152xf32>
    %1076 = stablehlo.add %1074, %1075 : tensor<1x1x1x1152xf32>
    %1077 = stablehlo.multiply %1065, %1072 : tensor<1x1x1x1152xf32>
    %1078 = stablehlo.add %1077, %1076 : tensor<1x1x1x1152xf32>
    %1079 = call @silu_19(%1078) : (tensor<1x1x1x1152xf32>) -> tensor<1x1x1x1152xf32>
    %cst_115 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1080 = stablehlo.reduce(%1079 init: %cst_115) applies stablehlo.add across dimensions = [1, 2] : (tensor<1x1x1x1152xf32>, tensor<f32>) -> tensor<1x1152xf32>
    %cst_116 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1081 = stablehlo.broadcast_in_dim %cst_116, dims = [] : (tensor<f32>) -> tensor<1x1152xf32>
    %1082 = stablehlo.divide %1080, %1081 : tensor<1x1152xf32>
    %1083 = stablehlo.reshape %1082 : (tensor<1x1152xf32>) -> tensor<1x1x1x1152xf32>
    %1084 = stablehlo.convolution(%1083, %arg201) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x1x1x1152xf32>, tensor<1x1x1152x48xf32>) -> tensor<1x1x1x48xf32>
    %1085 = stablehlo.reshape %arg202 : (tensor<48xf32>) -> tensor<1x1x1x48xf32>
    %1086 = stablehlo.add %1084, %1085 : tensor<1x1x1x48xf32>
    %1087 = call @silu_20(%1086) : (tensor<1x1x1x48xf32>) -> tensor<1x1x1x48xf32>
    %1088 = stablehlo.convolution(%1087, %arg203) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x1x1x48xf32>, tensor<1x1x48x1152xf32>) -> tensor<1x1x1x1152xf32>
    %1089 = stablehlo.reshape %arg204 : (tensor<1152xf32>) -> tensor<1x1x1x1152xf32>
    %1090 = stablehlo.add %1088, %1089 : tensor<1x1x1x1152xf32>
    %1091 = stablehlo.negate %1090 : tensor<1x1x1x1152xf32>
    %1092 = stablehlo.exponential %1091 : tensor<1x1x1x1152xf32>
    %cst_117 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1093 = stablehlo.broadcast_in_dim %cst_117, dims = [] : (tensor<f32>) -> tensor<1x1x1x1152xf32>
    %1094 = stablehlo.add %1093, %1092 : tensor<1x1x1x1152xf32>
    %cst_118 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1095 = stablehlo.broadcast_in_dim %cst_118, dims = [] : (tensor<f32>) -> tensor<1x1x1x1152xf32>
    %1096 = stablehlo.divide %1095, %1094 : tensor<1x1x1x1152xf32>
    %1097 = stablehlo.multiply %1079, %1096 : tensor<1x1x1x1152xf32>
    %1098 = stablehlo.convolution(%1097, %arg205) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x1x1x1152xf32>, tensor<1x1x1152x320xf32>) -> tensor<1x1x1x320xf32>
    %1099 = stablehlo.reshape %arg307 : (tensor<320xf32>) -> tensor<1x1x1x320xf32>
    %1100 = stablehlo.reshape %arg308 : (tensor<320xf32>) -> tensor<1x1x1x320xf32>
    %cst_119 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1101 = stablehlo.broadcast_in_dim %cst_119, dims = [] : (tensor<f32>) -> tensor<1x1x1x320xf32>
    %1102 = stablehlo.add %1100, %1101 : tensor<1x1x1x320xf32>
    %1103 = stablehlo.rsqrt %1102 : tensor<1x1x1x320xf32>
    %1104 = stablehlo.reshape %arg206 : (tensor<320xf32>) -> tensor<1x1x1x320xf32>
    %1105 = stablehlo.multiply %1103, %1104 : tensor<1x1x1x320xf32>
    %1106 = stablehlo.negate %1099 : tensor<1x1x1x320xf32>
    %1107 = stablehlo.multiply %1106, %1105 : tensor<1x1x1x320xf32>
    %1108 = stablehlo.reshape %arg207 : (tensor<320xf32>) -> tensor<1x1x1x320xf32>
    %1109 = stablehlo.add %1107, %1108 : tensor<1x1x1x320xf32>
    %1110 = stablehlo.multiply %1098, %1105 : tensor<1x1x1x320xf32>
    %1111 = stablehlo.add %1110, %1109 : tensor<1x1x1x320xf32>
    %1112 = stablehlo.convolution(%1111, %arg208) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x1x1x320xf32>, tensor<1x1x320x1280xf32>) -> tensor<1x1x1x1280xf32>
    %1113 = stablehlo.reshape %arg309 : (tensor<1280xf32>) -> tensor<1x1x1x1280xf32>
    %1114 = stablehlo.reshape %arg310 : (tensor<1280xf32>) -> tensor<1x1x1x1280xf32>
    %cst_120 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1115 = stablehlo.broadcast_in_dim %cst_120, dims = [] : (tensor<f32>) -> tensor<1x1x1x1280xf32>
    %1116 = stablehlo.add %1114, %1115 : tensor<1x1x1x1280xf32>
    %1117 = stablehlo.rsqrt %1116 : tensor<1x1x1x1280xf32>
    %1118 = stablehlo.reshape %arg209 : (tensor<1280xf32>) -> tensor<1x1x1x1280xf32>
    %1119 = stablehlo.multiply %1117, %1118 : tensor<1x1x1x1280xf32>
    %1120 = stablehlo.negate %1113 : tensor<1x1x1x1280xf32>
    %1121 = stablehlo.multiply %1120, %1119 : tensor<1x1x1x1280xf32>
    %1122 = stablehlo.reshape %arg210 : (tensor<1280xf32>) -> tensor<1x1x1x1280xf32>
    %1123 = stablehlo.add %1121, %1122 : tensor<1x1x1x1280xf32>
    %1124 = stablehlo.multiply %1112, %1119 : tensor<1x1x1x1280xf32>
    %1125 = stablehlo.add %1124, %1123 : tensor<1x1x1x1280xf32>
    %1126 = call @silu_21(%1125) : (tensor<1x1x1x1280xf32>) -> tensor<1x1x1x1280xf32>
    %cst_121 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1127 = stablehlo.reduce(%1126 init: %cst_121) applies stablehlo.add across dimensions = [1, 2] : (tensor<1x1x1x1280xf32>, tensor<f32>) -> tensor<1x1280xf32>
    %cst_122 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1128 = stablehlo.broadcast_in_dim %cst_122, dims = [] : (tensor<f32>) -> tensor<1x1280xf32>
    %1129 = stablehlo.divide %1127, %1128 : tensor<1x1280xf32>
    %1130 = stablehlo.dot_general %1129, %arg211, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x1280xf32>, tensor<1280x10xf32>) -> tensor<1x10xf32>
    %1131 = stablehlo.broadcast_in_dim %arg212, dims = [1] : (tensor<10xf32>) -> tensor<1x10xf32>
    %1132 = stablehlo.add %1130, %1131 : tensor<1x10xf32>
    %cst_123 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1133 = stablehlo.reduce(%1132 init: %cst_123) applies stablehlo.maximum across dimensions = [1] : (tensor<1x10xf32>, tensor<f32>) -> tensor<1xf32>
    %cst_124 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1134 = stablehlo.broadcast_in_dim %cst_124, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %1135 = stablehlo.maximum %1134, %1133 : tensor<1xf32>
    %1136 = stablehlo.broadcast_in_dim %1135, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %1137 = stablehlo.broadcast_in_dim %1136, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x10xf32>
    %1138 = stablehlo.subtract %1132, %1137 : tensor<1x10xf32>
    %1139 = stablehlo.exponential %1138 : tensor<1x10xf32>
    %cst_125 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1140 = stablehlo.reduce(%1139 init: %cst_125) applies stablehlo.add across dimensions = [1] : (tensor<1x10xf32>, tensor<f32>) -> tensor<1xf32>
    %1141 = stablehlo.broadcast_in_dim %1140, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %1142 = stablehlo.broadcast_in_dim %1141, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x10xf32>
    %1143 = stablehlo.divide %1139, %1142 : tensor<1x10xf32>
    return %1143 : tensor<1x10xf32>
  }
  func.func private @_pad(%arg0: tensor<1x32x32x3xf32>, %arg1: tensor<i32>) -> tensor<1x33x33x3xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0, 0], high = [0, 1, 1, 0], interior = [0, 0, 0, 0] : (tensor<1x32x32x3xf32>, tensor<f32>) -> tensor<1x33x33x3xf32>
    return %1 : tensor<1x33x33x3xf32>
  }
  func.func private @silu(%arg0: tensor<1x16x16x32xf32>) -> tensor<1x16x16x32xf32> {
    %0 = stablehlo.negate %arg0 : tensor<1x16x16x32xf32>
    %1 = stablehlo.exponential %0 : tensor<1x16x16x32xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x16x16x32xf32>
    %3 = stablehlo.add %2, %1 : tensor<1x16x16x32xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x16x16x32xf32>
    %5 = stablehlo.divide %4, %3 : tensor<1x16x16x32xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<1x16x16x32xf32>
    return %6 : tensor<1x16x16x32xf32>
  }
  func.func private @silu_0(%arg0: tensor<1x1x1x8xf32>) -> tensor<1x1x1x8xf32> {
    %0 = stablehlo.negate %arg0 : tensor<1x1x1x8xf32>
    %1 = stablehlo.exponential %0 : tensor<1x1x1x8xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x1x1x8xf32>
    %3 = stablehlo.add %2, %1 : tensor<1x1x1x8xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x1x1x8xf32>
    %5 = stablehlo.divide %4, %3 : tensor<1x1x1x8xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<1x1x1x8xf32>
    return %6 : tensor<1x1x1x8xf32>
  }
  func.func private @silu_1(%arg0: tensor<1x16x16x96xf32>) -> tensor<1x16x16x96xf32> {
    %0 = stablehlo.negate %arg0 : tensor<1x16x16x96xf32>
    %1 = stablehlo.exponential %0 : tensor<1x16x16x96xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x16x16x96xf32>
    %3 = stablehlo.add %2, %1 : tensor<1x16x16x96xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x16x16x96xf32>
    %5 = stablehlo.divide %4, %3 : tensor<1x16x16x96xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<1x16x16x96xf32>
    return %6 : tensor<1x16x16x96xf32>
  }
  func.func private @_pad_2(%arg0: tensor<1x16x16x96xf32>, %arg1: tensor<i32>) -> tensor<1x17x17x96xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0, 0], high = [0, 1, 1, 0], interior = [0, 0, 0, 0] : (tensor<1x16x16x96xf32>, tensor<f32>) -> tensor<1x17x17x96xf32>
    return %1 : tensor<1x17x17x96xf32>
  }
  func.func private @silu_3(%arg0: tensor<1x8x8x96xf32>) -> tensor<1x8x8x96xf32> {
    %0 = stablehlo.negate %arg0 : tensor<1x8x8x96xf32>
    %1 = stablehlo.exponential %0 : tensor<1x8x8x96xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8x8x96xf32>
    %3 = stablehlo.add %2, %1 : tensor<1x8x8x96xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x8x8x96xf32>
    %5 = stablehlo.divide %4, %3 : tensor<1x8x8x96xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<1x8x8x96xf32>
    return %6 : tensor<1x8x8x96xf32>
  }
  func.func private @silu_4(%arg0: tensor<1x1x1x4xf32>) -> tensor<1x1x1x4xf32> {
    %0 = stablehlo.negate %arg0 : tensor<1x1x1x4xf32>
    %1 = stablehlo.exponential %0 : tensor<1x1x1x4xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x1x1x4xf32>
    %3 = stablehlo.add %2, %1 : tensor<1x1x1x4xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x1x1x4xf32>
    %5 = stablehlo.divide %4, %3 : tensor<1x1x1x4xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<1x1x1x4xf32>
    return %6 : tensor<1x1x1x4xf32>
  }
  func.func private @silu_5(%arg0: tensor<1x8x8x144xf32>) -> tensor<1x8x8x144xf32> {
    %0 = stablehlo.negate %arg0 : tensor<1x8x8x144xf32>
    %1 = stablehlo.exponential %0 : tensor<1x8x8x144xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8x8x144xf32>
    %3 = stablehlo.add %2, %1 : tensor<1x8x8x144xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x8x8x144xf32>
    %5 = stablehlo.divide %4, %3 : tensor<1x8x8x144xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<1x8x8x144xf32>
    return %6 : tensor<1x8x8x144xf32>
  }
  func.func private @silu_6(%arg0: tensor<1x1x1x6xf32>) -> tensor<1x1x1x6xf32> {
    %0 = stablehlo.negate %arg0 : tensor<1x1x1x6xf32>
    %1 = stablehlo.exponential %0 : tensor<1x1x1x6xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x1x1x6xf32>
    %3 = stablehlo.add %2, %1 : tensor<1x1x1x6xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x1x1x6xf32>
    %5 = stablehlo.divide %4, %3 : tensor<1x1x1x6xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<1x1x1x6xf32>
    return %6 : tensor<1x1x1x6xf32>
  }
  func.func private @_pad_7(%arg0: tensor<1x8x8x144xf32>, %arg1: tensor<i32>) -> tensor<1x11x11x144xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [0, 1, 1, 0], high = [0, 2, 2, 0], interior = [0, 0, 0, 0] : (tensor<1x8x8x144xf32>, tensor<f32>) -> tensor<1x11x11x144xf32>
    return %1 : tensor<1x11x11x144xf32>
  }
  func.func private @silu_8(%arg0: tensor<1x4x4x144xf32>) -> tensor<1x4x4x144xf32> {
    %0 = stablehlo.negate %arg0 : tensor<1x4x4x144xf32>
    %1 = stablehlo.exponential %0 : tensor<1x4x4x144xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x4x4x144xf32>
    %3 = stablehlo.add %2, %1 : tensor<1x4x4x144xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x4x4x144xf32>
    %5 = stablehlo.divide %4, %3 : tensor<1x4x4x144xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<1x4x4x144xf32>
    return %6 : tensor<1x4x4x144xf32>
  }
  func.func private @silu_9(%arg0: tensor<1x4x4x240xf32>) -> tensor<1x4x4x240xf32> {
    %0 = stablehlo.negate %arg0 : tensor<1x4x4x240xf32>
    %1 = stablehlo.exponential %0 : tensor<1x4x4x240xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x4x4x240xf32>
    %3 = stablehlo.add %2, %1 : tensor<1x4x4x240xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x4x4x240xf32>
    %5 = stablehlo.divide %4, %3 : tensor<1x4x4x240xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<1x4x4x240xf32>
    return %6 : tensor<1x4x4x240xf32>
  }
  func.func private @silu_10(%arg0: tensor<1x1x1x10xf32>) -> tensor<1x1x1x10xf32> {
    %0 = stablehlo.negate %arg0 : tensor<1x1x1x10xf32>
    %1 = stablehlo.exponential %0 : tensor<1x1x1x10xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x1x1x10xf32>
    %3 = stablehlo.add %2, %1 : tensor<1x1x1x10xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x1x1x10xf32>
    %5 = stablehlo.divide %4, %3 : tensor<1x1x1x10xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<1x1x1x10xf32>
    return %6 : tensor<1x1x1x10xf32>
  }
  func.func private @_pad_11(%arg0: tensor<1x4x4x240xf32>, %arg1: tensor<i32>) -> tensor<1x5x5x240xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0, 0], high = [0, 1, 1, 0], interior = [0, 0, 0, 0] : (tensor<1x4x4x240xf32>, tensor<f32>) -> tensor<1x5x5x240xf32>
    return %1 : tensor<1x5x5x240xf32>
  }
  func.func private @silu_12(%arg0: tensor<1x2x2x240xf32>) -> tensor<1x2x2x240xf32> {
    %0 = stablehlo.negate %arg0 : tensor<1x2x2x240xf32>
    %1 = stablehlo.exponential %0 : tensor<1x2x2x240xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x2x2x240xf32>
    %3 = stablehlo.add %2, %1 : tensor<1x2x2x240xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x2x2x240xf32>
    %5 = stablehlo.divide %4, %3 : tensor<1x2x2x240xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<1x2x2x240xf32>
    return %6 : tensor<1x2x2x240xf32>
  }
  func.func private @silu_13(%arg0: tensor<1x2x2x480xf32>) -> tensor<1x2x2x480xf32> {
    %0 = stablehlo.negate %arg0 : tensor<1x2x2x480xf32>
    %1 = stablehlo.exponential %0 : tensor<1x2x2x480xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x2x2x480xf32>
    %3 = stablehlo.add %2, %1 : tensor<1x2x2x480xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x2x2x480xf32>
    %5 = stablehlo.divide %4, %3 : tensor<1x2x2x480xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<1x2x2x480xf32>
    return %6 : tensor<1x2x2x480xf32>
  }
  func.func private @silu_14(%arg0: tensor<1x1x1x20xf32>) -> tensor<1x1x1x20xf32> {
    %0 = stablehlo.negate %arg0 : tensor<1x1x1x20xf32>
    %1 = stablehlo.exponential %0 : tensor<1x1x1x20xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x1x1x20xf32>
    %3 = stablehlo.add %2, %1 : tensor<1x1x1x20xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x1x1x20xf32>
    %5 = stablehlo.divide %4, %3 : tensor<1x1x1x20xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<1x1x1x20xf32>
    return %6 : tensor<1x1x1x20xf32>
  }
  func.func private @silu_15(%arg0: tensor<1x2x2x672xf32>) -> tensor<1x2x2x672xf32> {
    %0 = stablehlo.negate %arg0 : tensor<1x2x2x672xf32>
    %1 = stablehlo.exponential %0 : tensor<1x2x2x672xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x2x2x672xf32>
    %3 = stablehlo.add %2, %1 : tensor<1x2x2x672xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x2x2x672xf32>
    %5 = stablehlo.divide %4, %3 : tensor<1x2x2x672xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<1x2x2x672xf32>
    return %6 : tensor<1x2x2x672xf32>
  }
  func.func private @silu_16(%arg0: tensor<1x1x1x28xf32>) -> tensor<1x1x1x28xf32> {
    %0 = stablehlo.negate %arg0 : tensor<1x1x1x28xf32>
    %1 = stablehlo.exponential %0 : tensor<1x1x1x28xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x1x1x28xf32>
    %3 = stablehlo.add %2, %1 : tensor<1x1x1x28xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x1x1x28xf32>
    %5 = stablehlo.divide %4, %3 : tensor<1x1x1x28xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<1x1x1x28xf32>
    return %6 : tensor<1x1x1x28xf32>
  }
  func.func private @_pad_17(%arg0: tensor<1x2x2x672xf32>, %arg1: tensor<i32>) -> tensor<1x5x5x672xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [0, 1, 1, 0], high = [0, 2, 2, 0], interior = [0, 0, 0, 0] : (tensor<1x2x2x672xf32>, tensor<f32>) -> tensor<1x5x5x672xf32>
    return %1 : tensor<1x5x5x672xf32>
  }
  func.func private @silu_18(%arg0: tensor<1x1x1x672xf32>) -> tensor<1x1x1x672xf32> {
    %0 = stablehlo.negate %arg0 : tensor<1x1x1x672xf32>
    %1 = stablehlo.exponential %0 : tensor<1x1x1x672xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x1x1x672xf32>
    %3 = stablehlo.add %2, %1 : tensor<1x1x1x672xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x1x1x672xf32>
    %5 = stablehlo.divide %4, %3 : tensor<1x1x1x672xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<1x1x1x672xf32>
    return %6 : tensor<1x1x1x672xf32>
  }
  func.func private @silu_19(%arg0: tensor<1x1x1x1152xf32>) -> tensor<1x1x1x1152xf32> {
    %0 = stablehlo.negate %arg0 : tensor<1x1x1x1152xf32>
    %1 = stablehlo.exponential %0 : tensor<1x1x1x1152xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x1x1x1152xf32>
    %3 = stablehlo.add %2, %1 : tensor<1x1x1x1152xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x1x1x1152xf32>
    %5 = stablehlo.divide %4, %3 : tensor<1x1x1x1152xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<1x1x1x1152xf32>
    return %6 : tensor<1x1x1x1152xf32>
  }
  func.func private @silu_20(%arg0: tensor<1x1x1x48xf32>) -> tensor<1x1x1x48xf32> {
    %0 = stablehlo.negate %arg0 : tensor<1x1x1x48xf32>
    %1 = stablehlo.exponential %0 : tensor<1x1x1x48xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x1x1x48xf32>
    %3 = stablehlo.add %2, %1 : tensor<1x1x1x48xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x1x1x48xf32>
    %5 = stablehlo.divide %4, %3 : tensor<1x1x1x48xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<1x1x1x48xf32>
    return %6 : tensor<1x1x1x48xf32>
  }
  func.func private @silu_21(%arg0: tensor<1x1x1x1280xf32>) -> tensor<1x1x1x1280xf32> {
    %0 = stablehlo.negate %arg0 : tensor<1x1x1x1280xf32>
    %1 = stablehlo.exponential %0 : tensor<1x1x1x1280xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x1x1x1280xf32>
    %3 = stablehlo.add %2, %1 : tensor<1x1x1x1280xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x1x1x1280xf32>
    %5 = stablehlo.divide %4, %3 : tensor<1x1x1x1280xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<1x1x1x1280xf32>
    return %6 : tensor<1x1x1x1280xf32>
  }
}
