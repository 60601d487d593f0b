module @jit_gpt2_forward attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<192xf32>, %arg1: tensor<64x192xf32>, %arg2: tensor<256xf32>, %arg3: tensor<64x256xf32>, %arg4: tensor<64xf32>, %arg5: tensor<64xf32>, %arg6: tensor<64xf32>, %arg7: tensor<64xf32>, %arg8: tensor<64xf32>, %arg9: tensor<256x64xf32>, %arg10: tensor<64xf32>, %arg11: tensor<64x64xf32>, %arg12: tensor<192xf32>, %arg13: tensor<64x192xf32>, %arg14: tensor<256xf32>, %arg15: tensor<64x256xf32>, %arg16: tensor<64xf32>, %arg17: tensor<64xf32>, %arg18: tensor<64xf32>, %arg19: tensor<64xf32>, %arg20: tensor<64xf32>, %arg21: tensor<256x64xf32>, %arg22: tensor<64xf32>, %arg23: tensor<64x64xf32>, %arg24: tensor<192xf32>, %arg25: tensor<64x192xf32>, %arg26: tensor<256xf32>, %arg27: tensor<64x256xf32>, %arg28: tensor<64xf32>, %arg29: tensor<64xf32>, %arg30: tensor<64xf32>, %arg31: tensor<64xf32>, %arg32: tensor<64xf32>, %arg33: tensor<256x64xf32>, %arg34: tensor<64xf32>, %arg35: tensor<64x64xf32>, %arg36: tensor<192xf32>, %arg37: tensor<64x192xf32>, %arg38: tensor<256xf32>, %arg39: tensor<64x256xf32>, %arg40: tensor<64xf32>, %arg41: tensor<64xf32>, %arg42: tensor<64xf32>, %arg43: tensor<64xf32>, %arg44: tensor<64xf32>, %arg45: tensor<256x64xf32>, %arg46: tensor<64xf32>, %arg47: tensor<64x64xf32>, %arg48: tensor<192xf32>, %arg49: tensor<64x192xf32>, %arg50: tensor<256xf32>, %arg51: tensor<64x256xf32>, %arg52: tensor<64xf32>, %arg53: tensor<64xf32>, %arg54: tensor<64xf32>, %arg55: tensor<64xf32>, %arg56: tensor<64xf32>, %arg57: tensor<256x64xf32>, %arg58: tensor<64xf32>, %arg59: tensor<64x64xf32>, %arg60: tensor<192xf32>, %arg61: tensor<64x192xf32>, %arg62: tensor<256xf32>, %arg63: tensor<64x256xf32>, %arg64: tensor<64xf32>, %arg65: tensor<64xf32>, %arg66: tensor<64xf32>, %arg67: tensor<64xf32>, %arg68: tensor<64xf32>, %arg69: tensor<256x64xf32>, %arg70: tensor<64xf32>, %arg71: tensor<64x64xf32>, %arg72: tensor<192xf32>, %arg73: tensor<64x192xf32>, %arg74: tensor<256xf32>, %arg75: tensor<64x256xf32>, %arg76: tensor<64xf32>, %arg77: tensor<64xf32>, %arg78: tensor<64xf32>, %arg79: tensor<64xf32>, %arg80: tensor<64xf32>, %arg81: tensor<256x64xf32>, %arg82: tensor<64xf32>, %arg83: tensor<64x64xf32>, %arg84: tensor<192xf32>, %arg85: tensor<64x192xf32>, %arg86: tensor<256xf32>, %arg87: tensor<64x256xf32>, %arg88: tensor<64xf32>, %arg89: tensor<64xf32>, %arg90: tensor<64xf32>, %arg91: tensor<64xf32>, %arg92: tensor<64xf32>, %arg93: tensor<256x64xf32>, %arg94: tensor<64xf32>, %arg95: tensor<64x64xf32>, %arg96: tensor<192xf32>, %arg97: tensor<64x192xf32>, %arg98: tensor<256xf32>, %arg99: tensor<64x256xf32>, %arg100: tensor<64xf32>, %arg101: tensor<64xf32>, %arg102: tensor<64xf32>, %arg103: tensor<64xf32>, %arg104: tensor<64xf32>, %arg105: tensor<256x64xf32>, %arg106: tensor<64xf32>, %arg107: tensor<64x64xf32>, %arg108: tensor<192xf32>, %arg109: tensor<64x192xf32>, %arg110: tensor<256xf32>, %arg111: tensor<64x256xf32>, %arg112: tensor<64xf32>, %arg113: tensor<64xf32>, %arg114: tensor<64xf32>, %arg115: tensor<64xf32>, %arg116: tensor<64xf32>, %arg117: tensor<256x64xf32>, %arg118: tensor<64xf32>, %arg119: tensor<64x64xf32>, %arg120: tensor<192xf32>, %arg121: tensor<64x192xf32>, %arg122: tensor<256xf32>, %arg123: tensor<64x256xf32>, %arg124: tensor<64xf32>, %arg125: tensor<64xf32>, %arg126: tensor<64xf32>, %arg127: tensor<64xf32>, %arg128: tensor<64xf32>, %arg129: tensor<256x64xf32>, %arg130: tensor<64xf32>, %arg131: tensor<64x64xf32>, %arg132: tensor<192xf32>, %arg133: tensor<64x192xf32>, %arg134: tensor<256xf32>, %arg135: tensor<64x256xf32>, %arg136: tensor<64xf32>, %arg137: tensor<64xf32>, %arg138: tensor<64xf32>, %arg139: tensor<64xf32>, %arg140: tensor<64xf32>, %arg141: tensor<256x64xf32>, %arg142: tensor<64xf32>, %arg143: tensor<64x64xf32>, %arg144: tensor<64xf32>, %arg145: tensor<64xf32>, %arg146: tensor<128x64xf32>, %arg147: tensor<1024x64xf32>, %arg148: tensor<2x16xi32>) -> (tensor<2x16x1024xf32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2x16xi32>
    %1 = stablehlo.compare LT, %arg148, %0, SIGNED : (tensor<2x16xi32>, tensor<2x16xi32>) -> tensor<2x16xi1>
    %c_0 = stablehlo.constant dense<1024> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2x16xi32>
    %3 = stablehlo.add %arg148, %2 : tensor<2x16xi32>
    %4 = stablehlo.select %1, %3, %arg148 : tensor<2x16xi1>, tensor<2x16xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<2x16xi32>) -> tensor<2x16x1xi32>
    %6 = "stablehlo.gather"(%arg147, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 64>}> : (tensor<1024x64xf32>, tensor<2x16x1xi32>) -> tensor<2x16x64xf32>
    %7 = stablehlo.iota dim = 0 : tensor<16xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %9 = stablehlo.compare LT, %7, %8, SIGNED : (tensor<16xi32>, tensor<16xi32>) -> tensor<16xi1>
    %c_2 = stablehlo.constant dense<128> : tensor<i32>
    %10 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %11 = stablehlo.add %7, %10 : tensor<16xi32>
    %12 = stablehlo.select %9, %11, %7 : tensor<16xi1>, tensor<16xi32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0] : (tensor<16xi32>) -> tensor<16x1xi32>
    %14 = "stablehlo.gather"(%arg146, %13) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 64>}> : (tensor<128x64xf32>, tensor<16x1xi32>) -> tensor<16x64xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [1, 2] : (tensor<16x64xf32>) -> tensor<1x16x64xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2] : (tensor<1x16x64xf32>) -> tensor<2x16x64xf32>
    %17 = stablehlo.add %6, %16 : tensor<2x16x64xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %18 = stablehlo.reduce(%17 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_3 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %21 = stablehlo.divide %19, %20 : tensor<2x16x1xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %23 = stablehlo.subtract %17, %22 : tensor<2x16x64xf32>
    %24 = stablehlo.multiply %23, %23 : tensor<2x16x64xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %25 = stablehlo.reduce(%24 init: %cst_4) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_5 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %28 = stablehlo.divide %26, %27 : tensor<2x16x1xf32>
    %29 = stablehlo.broadcast_in_dim %21, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %30 = stablehlo.subtract %17, %29 : tensor<2x16x64xf32>
    %cst_6 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %32 = stablehlo.add %28, %31 : tensor<2x16x1xf32>
    %33 = stablehlo.sqrt %32 : tensor<2x16x1xf32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %35 = stablehlo.divide %30, %34 : tensor<2x16x64xf32>
    %36 = stablehlo.broadcast_in_dim %arg5, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %38 = stablehlo.multiply %35, %37 : tensor<2x16x64xf32>
    %39 = stablehlo.broadcast_in_dim %arg4, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %40 = stablehlo.broadcast_in_dim %39, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %41 = stablehlo.add %38, %40 : tensor<2x16x64xf32>
    %42 = stablehlo.dot_general %41, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x192xf32>) -> tensor<2x16x192xf32>
    %43 = stablehlo.broadcast_in_dim %arg0, dims = [2] : (tensor<192xf32>) -> tensor<1x1x192xf32>
    %44 = stablehlo.broadcast_in_dim %43, dims = [0, 1, 2] : (tensor<1x1x192xf32>) -> tensor<2x16x192xf32>
    %45 = stablehlo.add %42, %44 : tensor<2x16x192xf32>
    %46 = stablehlo.slice %45 [0:2, 0:16, 0:64] : (tensor<2x16x192xf32>) -> tensor<2x16x64xf32>
    %47 = stablehlo.slice %45 [0:2, 0:16, 64:128] : (tensor<2x16x192xf32>) -> tensor<2x16x64xf32>
    %48 = stablehlo.slice %45 [0:2, 0:16, 128:192] : (tensor<2x16x192xf32>) -> tensor<2x16x64xf32>
    %49 = stablehlo.reshape %46 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %50 = stablehlo.transpose %49, dims = [0, 2, 1, 3] : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %51 = stablehlo.reshape %47 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %52 = stablehlo.transpose %51, dims = [0, 2, 1, 3] : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %53 = stablehlo.reshape %48 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %54 = stablehlo.transpose %53, dims = [0, 2, 1, 3] : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %55 = stablehlo.transpose %52, dims = [0, 1, 3, 2] : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %56 = stablehlo.dot_general %50, %55, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %cst_7 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %57 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<2x4x16x16xf32>
    %58 = stablehlo.multiply %56, %57 : tensor<2x4x16x16xf32>
    %c_8 = stablehlo.constant dense<true> : tensor<i1>
    %59 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i1>) -> tensor<16x16xi1>
    %60 = call @tril(%59) : (tensor<16x16xi1>) -> tensor<16x16xi1>
    %cst_9 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %61 = call @_where(%60, %58, %cst_9) : (tensor<16x16xi1>, tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16x16xf32>
    %cst_10 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %62 = stablehlo.reduce(%61 init: %cst_10) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %cst_11 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %63 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<2x4x16xf32>
    %64 = stablehlo.maximum %63, %62 : tensor<2x4x16xf32>
    %65 = stablehlo.broadcast_in_dim %64, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %66 = stablehlo.broadcast_in_dim %65, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %67 = stablehlo.subtract %61, %66 : tensor<2x4x16x16xf32>
    %68 = stablehlo.exponential %67 : tensor<2x4x16x16xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %69 = stablehlo.reduce(%68 init: %cst_12) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %70 = stablehlo.broadcast_in_dim %69, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %71 = stablehlo.broadcast_in_dim %70, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %72 = stablehlo.divide %68, %71 : tensor<2x4x16x16xf32>
    %73 = stablehlo.dot_general %72, %54, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %74 = stablehlo.transpose %73, dims = [0, 2, 1, 3] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %75 = stablehlo.reshape %74 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %76 = stablehlo.dot_general %75, %arg11, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %77 = stablehlo.add %17, %76 : tensor<2x16x64xf32>
    %78 = stablehlo.broadcast_in_dim %arg10, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %79 = stablehlo.broadcast_in_dim %78, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %80 = stablehlo.add %77, %79 : tensor<2x16x64xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %81 = stablehlo.reduce(%80 init: %cst_13) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %82 = stablehlo.broadcast_in_dim %81, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_14 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %83 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %84 = stablehlo.divide %82, %83 : tensor<2x16x1xf32>
    %85 = stablehlo.broadcast_in_dim %84, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %86 = stablehlo.subtract %80, %85 : tensor<2x16x64xf32>
    %87 = stablehlo.multiply %86, %86 : tensor<2x16x64xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %88 = stablehlo.reduce(%87 init: %cst_15) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %89 = stablehlo.broadcast_in_dim %88, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_16 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %90 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %91 = stablehlo.divide %89, %90 : tensor<2x16x1xf32>
    %92 = stablehlo.broadcast_in_dim %84, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %93 = stablehlo.subtract %80, %92 : tensor<2x16x64xf32>
    %cst_17 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %94 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %95 = stablehlo.add %91, %94 : tensor<2x16x1xf32>
    %96 = stablehlo.sqrt %95 : tensor<2x16x1xf32>
    %97 = stablehlo.broadcast_in_dim %96, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %98 = stablehlo.divide %93, %97 : tensor<2x16x64xf32>
    %99 = stablehlo.broadcast_in_dim %arg7, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %100 = stablehlo.broadcast_in_dim %99, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %101 = stablehlo.multiply %98, %100 : tensor<2x16x64xf32>
    %102 = stablehlo.broadcast_in_dim %arg6, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %103 = stablehlo.broadcast_in_dim %102, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %104 = stablehlo.add %101, %103 : tensor<2x16x64xf32>
    %105 = stablehlo.dot_general %104, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x256xf32>) -> tensor<2x16x256xf32>
    %106 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %107 = stablehlo.broadcast_in_dim %106, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<2x16x256xf32>
    %108 = stablehlo.add %105, %107 : tensor<2x16x256xf32>
    %cst_18 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %109 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %110 = stablehlo.multiply %109, %108 : tensor<2x16x256xf32>
    %cst_19 = stablehlo.constant dense<0.636619746> : tensor<f32>
    %111 = stablehlo.sqrt %cst_19 : tensor<f32>
    %112 = stablehlo.multiply %108, %108 : tensor<2x16x256xf32>
    %113 = stablehlo.multiply %112, %108 : tensor<2x16x256xf32>
    %cst_20 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %114 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %115 = stablehlo.multiply %114, %113 : tensor<2x16x256xf32>
    %116 = stablehlo.add %108, %115 : tensor<2x16x256xf32>
    %117 = stablehlo.convert %111 : tensor<f32>
    %118 = stablehlo.broadcast_in_dim %117, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %119 = stablehlo.multiply %118, %116 : tensor<2x16x256xf32>
    %120 = stablehlo.tanh %119 : tensor<2x16x256xf32>
    %cst_21 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %121 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %122 = stablehlo.add %121, %120 : tensor<2x16x256xf32>
    %123 = stablehlo.multiply %110, %122 : tensor<2x16x256xf32>
    %124 = stablehlo.dot_general %123, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x256xf32>, tensor<256x64xf32>) -> tensor<2x16x64xf32>
    %125 = stablehlo.add %80, %124 : tensor<2x16x64xf32>
    %126 = stablehlo.broadcast_in_dim %arg8, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %127 = stablehlo.broadcast_in_dim %126, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %128 = stablehlo.add %125, %127 : tensor<2x16x64xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %129 = stablehlo.reduce(%128 init: %cst_22) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %130 = stablehlo.broadcast_in_dim %129, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_23 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %131 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %132 = stablehlo.divide %130, %131 : tensor<2x16x1xf32>
    %133 = stablehlo.broadcast_in_dim %132, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %134 = stablehlo.subtract %128, %133 : tensor<2x16x64xf32>
    %135 = stablehlo.multiply %134, %134 : tensor<2x16x64xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %136 = stablehlo.reduce(%135 init: %cst_24) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %137 = stablehlo.broadcast_in_dim %136, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_25 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %138 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %139 = stablehlo.divide %137, %138 : tensor<2x16x1xf32>
    %140 = stablehlo.broadcast_in_dim %132, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %141 = stablehlo.subtract %128, %140 : tensor<2x16x64xf32>
    %cst_26 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %142 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %143 = stablehlo.add %139, %142 : tensor<2x16x1xf32>
    %144 = stablehlo.sqrt %143 : tensor<2x16x1xf32>
    %145 = stablehlo.broadcast_in_dim %144, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %146 = stablehlo.divide %141, %145 : tensor<2x16x64xf32>
    %147 = stablehlo.broadcast_in_dim %arg17, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %148 = stablehlo.broadcast_in_dim %147, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %149 = stablehlo.multiply %146, %148 : tensor<2x16x64xf32>
    %150 = stablehlo.broadcast_in_dim %arg16, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %151 = stablehlo.broadcast_in_dim %150, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %152 = stablehlo.add %149, %151 : tensor<2x16x64xf32>
    %153 = stablehlo.dot_general %152, %arg13, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x192xf32>) -> tensor<2x16x192xf32>
    %154 = stablehlo.broadcast_in_dim %arg12, dims = [2] : (tensor<192xf32>) -> tensor<1x1x192xf32>
    %155 = stablehlo.broadcast_in_dim %154, dims = [0, 1, 2] : (tensor<1x1x192xf32>) -> tensor<2x16x192xf32>
    %156 = stablehlo.add %153, %155 : tensor<2x16x192xf32>
    %157 = stablehlo.slice %156 [0:2, 0:16, 0:64] : (tensor<2x16x192xf32>) -> tensor<2x16x64xf32>
    %158 = stablehlo.slice %156 [0:2, 0:16, 64:128] : (tensor<2x16x192xf32>) -> tensor<2x16x64xf32>
    %159 = stablehlo.slice %156 [0:2, 0:16, 128:192] : (tensor<2x16x192xf32>) -> tensor<2x16x64xf32>
    %160 = stablehlo.reshape %157 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %161 = stablehlo.transpose %160, dims = [0, 2, 1, 3] : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %162 = stablehlo.reshape %158 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %163 = stablehlo.transpose %162, dims = [0, 2, 1, 3] : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %164 = stablehlo.reshape %159 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %165 = stablehlo.transpose %164, dims = [0, 2, 1, 3] : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %166 = stablehlo.transpose %163, dims = [0, 1, 3, 2] : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %167 = stablehlo.dot_general %161, %166, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %cst_27 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %168 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<2x4x16x16xf32>
    %169 = stablehlo.multiply %167, %168 : tensor<2x4x16x16xf32>
    %c_28 = stablehlo.constant dense<true> : tensor<i1>
    %170 = stablehlo.broadcast_in_dim %c_28, dims = [] : (tensor<i1>) -> tensor<16x16xi1>
    %171 = call @tril(%170) : (tensor<16x16xi1>) -> tensor<16x16xi1>
    %cst_29 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %172 = call @_where(%171, %169, %cst_29) : (tensor<16x16xi1>, tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16x16xf32>
    %cst_30 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %173 = stablehlo.reduce(%172 init: %cst_30) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %cst_31 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %174 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<2x4x16xf32>
    %175 = stablehlo.maximum %174, %173 : tensor<2x4x16xf32>
    %176 = stablehlo.broadcast_in_dim %175, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %177 = stablehlo.broadcast_in_dim %176, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %178 = stablehlo.subtract %172, %177 : tensor<2x4x16x16xf32>
    %179 = stablehlo.exponential %178 : tensor<2x4x16x16xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %180 = stablehlo.reduce(%179 init: %cst_32) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %181 = stablehlo.broadcast_in_dim %180, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %182 = stablehlo.broadcast_in_dim %181, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %183 = stablehlo.divide %179, %182 : tensor<2x4x16x16xf32>
    %184 = stablehlo.dot_general %183, %165, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %185 = stablehlo.transpose %184, dims = [0, 2, 1, 3] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %186 = stablehlo.reshape %185 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %187 = stablehlo.dot_general %186, %arg23, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %188 = stablehlo.add %128, %187 : tensor<2x16x64xf32>
    %189 = stablehlo.broadcast_in_dim %arg22, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %190 = stablehlo.broadcast_in_dim %189, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %191 = stablehlo.add %188, %190 : tensor<2x16x64xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %192 = stablehlo.reduce(%191 init: %cst_33) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %193 = stablehlo.broadcast_in_dim %192, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_34 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %194 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %195 = stablehlo.divide %193, %194 : tensor<2x16x1xf32>
    %196 = stablehlo.broadcast_in_dim %195, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %197 = stablehlo.subtract %191, %196 : tensor<2x16x64xf32>
    %198 = stablehlo.multiply %197, %197 : tensor<2x16x64xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %199 = stablehlo.reduce(%198 init: %cst_35) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %200 = stablehlo.broadcast_in_dim %199, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_36 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %201 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %202 = stablehlo.divide %200, %201 : tensor<2x16x1xf32>
    %203 = stablehlo.broadcast_in_dim %195, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %204 = stablehlo.subtract %191, %203 : tensor<2x16x64xf32>
    %cst_37 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %205 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %206 = stablehlo.add %202, %205 : tensor<2x16x1xf32>
    %207 = stablehlo.sqrt %206 : tensor<2x16x1xf32>
    %208 = stablehlo.broadcast_in_dim %207, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %209 = stablehlo.divide %204, %208 : tensor<2x16x64xf32>
    %210 = stablehlo.broadcast_in_dim %arg19, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %211 = stablehlo.broadcast_in_dim %210, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %212 = stablehlo.multiply %209, %211 : tensor<2x16x64xf32>
    %213 = stablehlo.broadcast_in_dim %arg18, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %214 = stablehlo.broadcast_in_dim %213, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %215 = stablehlo.add %212, %214 : tensor<2x16x64xf32>
    %216 = stablehlo.dot_general %215, %arg15, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x256xf32>) -> tensor<2x16x256xf32>
    %217 = stablehlo.broadcast_in_dim %arg14, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %218 = stablehlo.broadcast_in_dim %217, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<2x16x256xf32>
    %219 = stablehlo.add %216, %218 : tensor<2x16x256xf32>
    %cst_38 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %220 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %221 = stablehlo.multiply %220, %219 : tensor<2x16x256xf32>
    %cst_39 = stablehlo.constant dense<0.636619746> : tensor<f32>
    %222 = stablehlo.sqrt %cst_39 : tensor<f32>
    %223 = stablehlo.multiply %219, %219 : tensor<2x16x256xf32>
    %224 = stablehlo.multiply %223, %219 : tensor<2x16x256xf32>
    %cst_40 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %225 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %226 = stablehlo.multiply %225, %224 : tensor<2x16x256xf32>
    %227 = stablehlo.add %219, %226 : tensor<2x16x256xf32>
    %228 = stablehlo.convert %222 : tensor<f32>
    %229 = stablehlo.broadcast_in_dim %228, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %230 = stablehlo.multiply %229, %227 : tensor<2x16x256xf32>
    %231 = stablehlo.tanh %230 : tensor<2x16x256xf32>
    %cst_41 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %232 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %233 = stablehlo.add %232, %231 : tensor<2x16x256xf32>
    %234 = stablehlo.multiply %221, %233 : tensor<2x16x256xf32>
    %235 = stablehlo.dot_general %234, %arg21, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x256xf32>, tensor<256x64xf32>) -> tensor<2x16x64xf32>
    %236 = stablehlo.add %191, %235 : tensor<2x16x64xf32>
    %237 = stablehlo.broadcast_in_dim %arg20, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %238 = stablehlo.broadcast_in_dim %237, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %239 = stablehlo.add %236, %238 : tensor<2x16x64xf32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %240 = stablehlo.reduce(%239 init: %cst_42) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %241 = stablehlo.broadcast_in_dim %240, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_43 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %242 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %243 = stablehlo.divide %241, %242 : tensor<2x16x1xf32>
    %244 = stablehlo.broadcast_in_dim %243, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %245 = stablehlo.subtract %239, %244 : tensor<2x16x64xf32>
    %246 = stablehlo.multiply %245, %245 : tensor<2x16x64xf32>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %247 = stablehlo.reduce(%246 init: %cst_44) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %248 = stablehlo.broadcast_in_dim %247, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_45 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %249 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %250 = stablehlo.divide %248, %249 : tensor<2x16x1xf32>
    %251 = stablehlo.broadcast_in_dim %243, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %252 = stablehlo.subtract %239, %251 : tensor<2x16x64xf32>
    %cst_46 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %253 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %254 = stablehlo.add %250, %253 : tensor<2x16x1xf32>
    %255 = stablehlo.sqrt %254 : tensor<2x16x1xf32>
    %256 = stablehlo.broadcast_in_dim %255, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %257 = stablehlo.divide %252, %256 : tensor<2x16x64xf32>
    %258 = stablehlo.broadcast_in_dim %arg29, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %259 = stablehlo.broadcast_in_dim %258, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %260 = stablehlo.multiply %257, %259 : tensor<2x16x64xf32>
    %261 = stablehlo.broadcast_in_dim %arg28, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %262 = stablehlo.broadcast_in_dim %261, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %263 = stablehlo.add %260, %262 : tensor<2x16x64xf32>
    %264 = stablehlo.dot_general %263, %arg25, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x192xf32>) -> tensor<2x16x192xf32>
    %265 = stablehlo.broadcast_in_dim %arg24, dims = [2] : (tensor<192xf32>) -> tensor<1x1x192xf32>
    %266 = stablehlo.broadcast_in_dim %265, dims = [0, 1, 2] : (tensor<1x1x192xf32>) -> tensor<2x16x192xf32>
    %267 = stablehlo.add %264, %266 : tensor<2x16x192xf32>
    %268 = stablehlo.slice %267 [0:2, 0:16, 0:64] : (tensor<2x16x192xf32>) -> tensor<2x16x64xf32>
    %269 = stablehlo.slice %267 [0:2, 0:16, 64:128] : (tensor<2x16x192xf32>) -> tensor<2x16x64xf32>
    %270 = stablehlo.slice %267 [0:2, 0:16, 128:192] : (tensor<2x16x192xf32>) -> tensor<2x16x64xf32>
    %271 = stablehlo.reshape %268 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %272 = stablehlo.transpose %271, dims = [0, 2, 1, 3] : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %273 = stablehlo.reshape %269 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %274 = stablehlo.transpose %273, dims = [0, 2, 1, 3] : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %275 = stablehlo.reshape %270 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %276 = stablehlo.transpose %275, dims = [0, 2, 1, 3] : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %277 = stablehlo.transpose %274, dims = [0, 1, 3, 2] : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %278 = stablehlo.dot_general %272, %277, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %cst_47 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %279 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<2x4x16x16xf32>
    %280 = stablehlo.multiply %278, %279 : tensor<2x4x16x16xf32>
    %c_48 = stablehlo.constant dense<true> : tensor<i1>
    %281 = stablehlo.broadcast_in_dim %c_48, dims = [] : (tensor<i1>) -> tensor<16x16xi1>
    %282 = call @tril(%281) : (tensor<16x16xi1>) -> tensor<16x16xi1>
    %cst_49 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %283 = call @_where(%282, %280, %cst_49) : (tensor<16x16xi1>, tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16x16xf32>
    %cst_50 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %284 = stablehlo.reduce(%283 init: %cst_50) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %cst_51 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %285 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<2x4x16xf32>
    %286 = stablehlo.maximum %285, %284 : tensor<2x4x16xf32>
    %287 = stablehlo.broadcast_in_dim %286, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %288 = stablehlo.broadcast_in_dim %287, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %289 = stablehlo.subtract %283, %288 : tensor<2x4x16x16xf32>
    %290 = stablehlo.exponential %289 : tensor<2x4x16x16xf32>
    %cst_52 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %291 = stablehlo.reduce(%290 init: %cst_52) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %292 = stablehlo.broadcast_in_dim %291, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %293 = stablehlo.broadcast_in_dim %292, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %294 = stablehlo.divide %290, %293 : tensor<2x4x16x16xf32>
    %295 = stablehlo.dot_general %294, %276, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %296 = stablehlo.transpose %295, dims = [0, 2, 1, 3] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %297 = stablehlo.reshape %296 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %298 = stablehlo.dot_general %297, %arg35, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %299 = stablehlo.add %239, %298 : tensor<2x16x64xf32>
    %300 = stablehlo.broadcast_in_dim %arg34, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %301 = stablehlo.broadcast_in_dim %300, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %302 = stablehlo.add %299, %301 : tensor<2x16x64xf32>
    %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %303 = stablehlo.reduce(%302 init: %cst_53) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %304 = stablehlo.broadcast_in_dim %303, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_54 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %305 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %306 = stablehlo.divide %304, %305 : tensor<2x16x1xf32>
    %307 = stablehlo.broadcast_in_dim %306, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %308 = stablehlo.subtract %302, %307 : tensor<2x16x64xf32>
    %309 = stablehlo.multiply %308, %308 : tensor<2x16x64xf32>
    %cst_55 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %310 = stablehlo.reduce(%309 init: %cst_55) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %311 = stablehlo.broadcast_in_dim %310, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_56 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %312 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %313 = stablehlo.divide %311, %312 : tensor<2x16x1xf32>
    %314 = stablehlo.broadcast_in_dim %306, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %315 = stablehlo.subtract %302, %314 : tensor<2x16x64xf32>
    %cst_57 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %316 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %317 = stablehlo.add %313, %316 : tensor<2x16x1xf32>
    %318 = stablehlo.sqrt %317 : tensor<2x16x1xf32>
    %319 = stablehlo.broadcast_in_dim %318, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %320 = stablehlo.divide %315, %319 : tensor<2x16x64xf32>
    %321 = stablehlo.broadcast_in_dim %arg31, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %322 = stablehlo.broadcast_in_dim %321, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %323 = stablehlo.multiply %320, %322 : tensor<2x16x64xf32>
    %324 = stablehlo.broadcast_in_dim %arg30, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %325 = stablehlo.broadcast_in_dim %324, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %326 = stablehlo.add %323, %325 : tensor<2x16x64xf32>
    %327 = stablehlo.dot_general %326, %arg27, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x256xf32>) -> tensor<2x16x256xf32>
    %328 = stablehlo.broadcast_in_dim %arg26, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %329 = stablehlo.broadcast_in_dim %328, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<2x16x256xf32>
    %330 = stablehlo.add %327, %329 : tensor<2x16x256xf32>
    %cst_58 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %331 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %332 = stablehlo.multiply %331, %330 : tensor<2x16x256xf32>
    %cst_59 = stablehlo.constant dense<0.636619746> : tensor<f32>
    %333 = stablehlo.sqrt %cst_59 : tensor<f32>
    %334 = stablehlo.multiply %330, %330 : tensor<2x16x256xf32>
    %335 = stablehlo.multiply %334, %330 : tensor<2x16x256xf32>
    %cst_60 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %336 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %337 = stablehlo.multiply %336, %335 : tensor<2x16x256xf32>
    %338 = stablehlo.add %330, %337 : tensor<2x16x256xf32>
    %339 = stablehlo.convert %333 : tensor<f32>
    %340 = stablehlo.broadcast_in_dim %339, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %341 = stablehlo.multiply %340, %338 : tensor<2x16x256xf32>
    %342 = stablehlo.tanh %341 : tensor<2x16x256xf32>
    %cst_61 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %343 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %344 = stablehlo.add %343, %342 : tensor<2x16x256xf32>
    %345 = stablehlo.multiply %332, %344 : tensor<2x16x256xf32>
    %346 = stablehlo.dot_general %345, %arg33, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x256xf32>, tensor<256x64xf32>) -> tensor<2x16x64xf32>
    %347 = stablehlo.add %302, %346 : tensor<2x16x64xf32>
    %348 = stablehlo.broadcast_in_dim %arg32, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %349 = stablehlo.broadcast_in_dim %348, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %350 = stablehlo.add %347, %349 : tensor<2x16x64xf32>
    %cst_62 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %351 = stablehlo.reduce(%350 init: %cst_62) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %352 = stablehlo.broadcast_in_dim %351, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_63 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %353 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %354 = stablehlo.divide %352, %353 : tensor<2x16x1xf32>
    %355 = stablehlo.broadcast_in_dim %354, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %356 = stablehlo.subtract %350, %355 : tensor<2x16x64xf32>
    %357 = stablehlo.multiply %356, %356 : tensor<2x16x64xf32>
    %cst_64 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %358 = stablehlo.reduce(%357 init: %cst_64) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %359 = stablehlo.broadcast_in_dim %358, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_65 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %360 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %361 = stablehlo.divide %359, %360 : tensor<2x16x1xf32>
    %362 = stablehlo.broadcast_in_dim %354, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %363 = stablehlo.subtract %350, %362 : tensor<2x16x64xf32>
    %cst_66 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %364 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %365 = stablehlo.add %361, %364 : tensor<2x16x1xf32>
    %366 = stablehlo.sqrt %365 : tensor<2x16x1xf32>
    %367 = stablehlo.broadcast_in_dim %366, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %368 = stablehlo.divide %363, %367 : tensor<2x16x64xf32>
    %369 = stablehlo.broadcast_in_dim %arg41, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %370 = stablehlo.broadcast_in_dim %369, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %371 = stablehlo.multiply %368, %370 : tensor<2x16x64xf32>
    %372 = stablehlo.broadcast_in_dim %arg40, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %373 = stablehlo.broadcast_in_dim %372, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %374 = stablehlo.add %371, %373 : tensor<2x16x64xf32>
    %375 = stablehlo.dot_general %374, %arg37, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x192xf32>) -> tensor<2x16x192xf32>
    %376 = stablehlo.broadcast_in_dim %arg36, dims = [2] : (tensor<192xf32>) -> tensor<1x1x192xf32>
    %377 = stablehlo.broadcast_in_dim %376, dims = [0, 1, 2] : (tensor<1x1x192xf32>) -> tensor<2x16x192xf32>
    %378 = stablehlo.add %375, %377 : tensor<2x16x192xf32>
    %379 = stablehlo.slice %378 [0:2, 0:16, 0:64] : (tensor<2x16x192xf32>) -> tensor<2x16x64xf32>
    %380 = stablehlo.slice %378 [0:2, 0:16, 64:128] : (tensor<2x16x192xf32>) -> tensor<2x16x64xf32>
    %381 = stablehlo.slice %378 [0:2, 0:16, 128:192] : (tensor<2x16x192xf32>) -> tensor<2x16x64xf32>
    %382 = stablehlo.reshape %379 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %383 = stablehlo.transpose %382, dims = [0, 2, 1, 3] : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %384 = stablehlo.reshape %380 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %385 = stablehlo.transpose %384, dims = [0, 2, 1, 3] : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %386 = stablehlo.reshape %381 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %387 = stablehlo.transpose %386, dims = [0, 2, 1, 3] : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %388 = stablehlo.transpose %385, dims = [0, 1, 3, 2] : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %389 = stablehlo.dot_general %383, %388, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %cst_67 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %390 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<2x4x16x16xf32>
    %391 = stablehlo.multiply %389, %390 : tensor<2x4x16x16xf32>
    %c_68 = stablehlo.constant dense<true> : tensor<i1>
    %392 = stablehlo.broadcast_in_dim %c_68, dims = [] : (tensor<i1>) -> tensor<16x16xi1>
    %393 = call @tril(%392) : (tensor<16x16xi1>) -> tensor<16x16xi1>
    %cst_69 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %394 = call @_where(%393, %391, %cst_69) : (tensor<16x16xi1>, tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16x16xf32>
    %cst_70 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %395 = stablehlo.reduce(%394 init: %cst_70) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %cst_71 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %396 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<2x4x16xf32>
    %397 = stablehlo.maximum %396, %395 : tensor<2x4x16xf32>
    %398 = stablehlo.broadcast_in_dim %397, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %399 = stablehlo.broadcast_in_dim %398, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %400 = stablehlo.subtract %394, %399 : tensor<2x4x16x16xf32>
    %401 = stablehlo.exponential %400 : tensor<2x4x16x16xf32>
    %cst_72 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %402 = stablehlo.reduce(%401 init: %cst_72) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %403 = stablehlo.broadcast_in_dim %402, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %404 = stablehlo.broadcast_in_dim %403, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %405 = stablehlo.divide %401, %404 : tensor<2x4x16x16xf32>
    %406 = stablehlo.dot_general %405, %387, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %407 = stablehlo.transpose %406, dims = [0, 2, 1, 3] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %408 = stablehlo.reshape %407 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %409 = stablehlo.dot_general %408, %arg47, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %410 = stablehlo.add %350, %409 : tensor<2x16x64xf32>
    %411 = stablehlo.broadcast_in_dim %arg46, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %412 = stablehlo.broadcast_in_dim %411, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %413 = stablehlo.add %410, %412 : tensor<2x16x64xf32>
    %cst_73 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %414 = stablehlo.reduce(%413 init: %cst_73) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %415 = stablehlo.broadcast_in_dim %414, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_74 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %416 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %417 = stablehlo.divide %415, %416 : tensor<2x16x1xf32>
    %418 = stablehlo.broadcast_in_dim %417, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %419 = stablehlo.subtract %413, %418 : tensor<2x16x64xf32>
    %420 = stablehlo.multiply %419, %419 : tensor<2x16x64xf32>
    %cst_75 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %421 = stablehlo.reduce(%420 init: %cst_75) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %422 = stablehlo.broadcast_in_dim %421, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_76 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %423 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %424 = stablehlo.divide %422, %423 : tensor<2x16x1xf32>
    %425 = stablehlo.broadcast_in_dim %417, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %426 = stablehlo.subtract %413, %425 : tensor<2x16x64xf32>
    %cst_77 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %427 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %428 = stablehlo.add %424, %427 : tensor<2x16x1xf32>
    %429 = stablehlo.sqrt %428 : tensor<2x16x1xf32>
    %430 = stablehlo.broadcast_in_dim %429, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %431 = stablehlo.divide %426, %430 : tensor<2x16x64xf32>
    %432 = stablehlo.broadcast_in_dim %arg43, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %433 = stablehlo.broadcast_in_dim %432, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %434 = stablehlo.multiply %431, %433 : tensor<2x16x64xf32>
    %435 = stablehlo.broadcast_in_dim %arg42, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %436 = stablehlo.broadcast_in_dim %435, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %437 = stablehlo.add %434, %436 : tensor<2x16x64xf32>
    %438 = stablehlo.dot_general %437, %arg39, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x256xf32>) -> tensor<2x16x256xf32>
    %439 = stablehlo.broadcast_in_dim %arg38, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %440 = stablehlo.broadcast_in_dim %439, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<2x16x256xf32>
    %441 = stablehlo.add %438, %440 : tensor<2x16x256xf32>
    %cst_78 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %442 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %443 = stablehlo.multiply %442, %441 : tensor<2x16x256xf32>
    %cst_79 = stablehlo.constant dense<0.636619746> : tensor<f32>
    %444 = stablehlo.sqrt %cst_79 : tensor<f32>
    %445 = stablehlo.multiply %441, %441 : tensor<2x16x256xf32>
    %446 = stablehlo.multiply %445, %441 : tensor<2x16x256xf32>
    %cst_80 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %447 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %448 = stablehlo.multiply %447, %446 : tensor<2x16x256xf32>
    %449 = stablehlo.add %441, %448 : tensor<2x16x256xf32>
    %450 = stablehlo.convert %444 : tensor<f32>
    %451 = stablehlo.broadcast_in_dim %450, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %452 = stablehlo.multiply %451, %449 : tensor<2x16x256xf32>
    %453 = stablehlo.tanh %452 : tensor<2x16x256xf32>
    %cst_81 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %454 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %455 = stablehlo.add %454, %453 : tensor<2x16x256xf32>
    %456 = stablehlo.multiply %443, %455 : tensor<2x16x256xf32>
    %457 = stablehlo.dot_general %456, %arg45, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x256xf32>, tensor<256x64xf32>) -> tensor<2x16x64xf32>
    %458 = stablehlo.add %413, %457 : tensor<2x16x64xf32>
    %459 = stablehlo.broadcast_in_dim %arg44, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %460 = stablehlo.broadcast_in_dim %459, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %461 = stablehlo.add %458, %460 : tensor<2x16x64xf32>
    %cst_82 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %462 = stablehlo.reduce(%461 init: %cst_82) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %463 = stablehlo.broadcast_in_dim %462, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_83 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %464 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %465 = stablehlo.divide %463, %464 : tensor<2x16x1xf32>
    %466 = stablehlo.broadcast_in_dim %465, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %467 = stablehlo.subtract %461, %466 : tensor<2x16x64xf32>
    %468 = stablehlo.multiply %467, %467 : tensor<2x16x64xf32>
    %cst_84 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %469 = stablehlo.reduce(%468 init: %cst_84) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %470 = stablehlo.broadcast_in_dim %469, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_85 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %471 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %472 = stablehlo.divide %470, %471 : tensor<2x16x1xf32>
    %473 = stablehlo.broadcast_in_dim %465, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %474 = stablehlo.subtract %461, %473 : tensor<2x16x64xf32>
    %cst_86 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %475 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %476 = stablehlo.add %472, %475 : tensor<2x16x1xf32>
    %477 = stablehlo.sqrt %476 : tensor<2x16x1xf32>
    %478 = stablehlo.broadcast_in_dim %477, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %479 = stablehlo.divide %474, %478 : tensor<2x16x64xf32>
    %480 = stablehlo.broadcast_in_dim %arg53, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %481 = stablehlo.broadcast_in_dim %480, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %482 = stablehlo.multiply %479, %481 : tensor<2x16x64xf32>
    %483 = stablehlo.broadcast_in_dim %arg52, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %484 = stablehlo.broadcast_in_dim %483, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %485 = stablehlo.add %482, %484 : tensor<2x16x64xf32>
    %486 = stablehlo.dot_general %485, %arg49, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x192xf32>) -> tensor<2x16x192xf32>
    %487 = stablehlo.broadcast_in_dim %arg48, dims = [2] : (tensor<192xf32>) -> tensor<1x1x192xf32>
    %488 = stablehlo.broadcast_in_dim %487, dims = [0, 1, 2] : (tensor<1x1x192xf32>) -> tensor<2x16x192xf32>
    %489 = stablehlo.add %486, %488 : tensor<2x16x192xf32>
    %490 = stablehlo.slice %489 [0:2, 0:16, 0:64] : (tensor<2x16x192xf32>) -> tensor<2x16x64xf32>
    %491 = stablehlo.slice %489 [0:2, 0:16, 64:128] : (tensor<2x16x192xf32>) -> tensor<2x16x64xf32>
    %492 = stablehlo.slice %489 [0:2, 0:16, 128:192] : (tensor<2x16x192xf32>) -> tensor<2x16x64xf32>
    %493 = stablehlo.reshape %490 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %494 = stablehlo.transpose %493, dims = [0, 2, 1, 3] : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %495 = stablehlo.reshape %491 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %496 = stablehlo.transpose %495, dims = [0, 2, 1, 3] : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %497 = stablehlo.reshape %492 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %498 = stablehlo.transpose %497, dims = [0, 2, 1, 3] : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %499 = stablehlo.transpose %496, dims = [0, 1, 3, 2] : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %500 = stablehlo.dot_general %494, %499, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %cst_87 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %501 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<2x4x16x16xf32>
    %502 = stablehlo.multiply %500, %501 : tensor<2x4x16x16xf32>
    %c_88 = stablehlo.constant dense<true> : tensor<i1>
    %503 = stablehlo.broadcast_in_dim %c_88, dims = [] : (tensor<i1>) -> tensor<16x16xi1>
    %504 = call @tril(%503) : (tensor<16x16xi1>) -> tensor<16x16xi1>
    %cst_89 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %505 = call @_where(%504, %502, %cst_89) : (tensor<16x16xi1>, tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16x16xf32>
    %cst_90 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %506 = stablehlo.reduce(%505 init: %cst_90) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %cst_91 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %507 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<2x4x16xf32>
    %508 = stablehlo.maximum %507, %506 : tensor<2x4x16xf32>
    %509 = stablehlo.broadcast_in_dim %508, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %510 = stablehlo.broadcast_in_dim %509, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %511 = stablehlo.subtract %505, %510 : tensor<2x4x16x16xf32>
    %512 = stablehlo.exponential %511 : tensor<2x4x16x16xf32>
    %cst_92 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %513 = stablehlo.reduce(%512 init: %cst_92) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %514 = stablehlo.broadcast_in_dim %513, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %515 = stablehlo.broadcast_in_dim %514, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %516 = stablehlo.divide %512, %515 : tensor<2x4x16x16xf32>
    %517 = stablehlo.dot_general %516, %498, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %518 = stablehlo.transpose %517, dims = [0, 2, 1, 3] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %519 = stablehlo.reshape %518 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %520 = stablehlo.dot_general %519, %arg59, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %521 = stablehlo.add %461, %520 : tensor<2x16x64xf32>
    %522 = stablehlo.broadcast_in_dim %arg58, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %523 = stablehlo.broadcast_in_dim %522, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %524 = stablehlo.add %521, %523 : tensor<2x16x64xf32>
    %cst_93 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %525 = stablehlo.reduce(%524 init: %cst_93) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %526 = stablehlo.broadcast_in_dim %525, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_94 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %527 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %528 = stablehlo.divide %526, %527 : tensor<2x16x1xf32>
    %529 = stablehlo.broadcast_in_dim %528, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %530 = stablehlo.subtract %524, %529 : tensor<2x16x64xf32>
    %531 = stablehlo.multiply %530, %530 : tensor<2x16x64xf32>
    %cst_95 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %532 = stablehlo.reduce(%531 init: %cst_95) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %533 = stablehlo.broadcast_in_dim %532, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_96 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %534 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %535 = stablehlo.divide %533, %534 : tensor<2x16x1xf32>
    %536 = stablehlo.broadcast_in_dim %528, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %537 = stablehlo.subtract %524, %536 : tensor<2x16x64xf32>
    %cst_97 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %538 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %539 = stablehlo.add %535, %538 : tensor<2x16x1xf32>
    %540 = stablehlo.sqrt %539 : tensor<2x16x1xf32>
    %541 = stablehlo.broadcast_in_dim %540, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %542 = stablehlo.divide %537, %541 : tensor<2x16x64xf32>
    %543 = stablehlo.broadcast_in_dim %arg55, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %544 = stablehlo.broadcast_in_dim %543, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %545 = stablehlo.multiply %542, %544 : tensor<2x16x64xf32>
    %546 = stablehlo.broadcast_in_dim %arg54, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %547 = stablehlo.broadcast_in_dim %546, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %548 = stablehlo.add %545, %547 : tensor<2x16x64xf32>
    %549 = stablehlo.dot_general %548, %arg51, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x256xf32>) -> tensor<2x16x256xf32>
    %550 = stablehlo.broadcast_in_dim %arg50, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %551 = stablehlo.broadcast_in_dim %550, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<2x16x256xf32>
    %552 = stablehlo.add %549, %551 : tensor<2x16x256xf32>
    %cst_98 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %553 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %554 = stablehlo.multiply %553, %552 : tensor<2x16x256xf32>
    %cst_99 = stablehlo.constant dense<0.636619746> : tensor<f32>
    %555 = stablehlo.sqrt %cst_99 : tensor<f32>
    %556 = stablehlo.multiply %552, %552 : tensor<2x16x256xf32>
    %557 = stablehlo.multiply %556, %552 : tensor<2x16x256xf32>
    %cst_100 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %558 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %559 = stablehlo.multiply %558, %557 : tensor<2x16x256xf32>
    %560 = stablehlo.add %552, %559 : tensor<2x16x256xf32>
    %561 = stablehlo.convert %555 : tensor<f32>
    %562 = stablehlo.broadcast_in_dim %561, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %563 = stablehlo.multiply %562, %560 : tensor<2x16x256xf32>
    %564 = stablehlo.tanh %563 : tensor<2x16x256xf32>
    %cst_101 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %565 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %566 = stablehlo.add %565, %564 : tensor<2x16x256xf32>
    %567 = stablehlo.multiply %554, %566 : tensor<2x16x256xf32>
    %568 = stablehlo.dot_general %567, %arg57, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x256xf32>, tensor<256x64xf32>) -> tensor<2x16x64xf32>
    %569 = stablehlo.add %524, %568 : tensor<2x16x64xf32>
    %570 = stablehlo.broadcast_in_dim %arg56, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %571 = stablehlo.broadcast_in_dim %570, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %572 = stablehlo.add %569, %571 : tensor<2x16x64xf32>
    %cst_102 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %573 = stablehlo.reduce(%572 init: %cst_102) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %574 = stablehlo.broadcast_in_dim %573, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_103 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %575 = stablehlo.broadcast_in_dim %cst_103, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %576 = stablehlo.divide %574, %575 : tensor<2x16x1xf32>
    %577 = stablehlo.broadcast_in_dim %576, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %578 = stablehlo.subtract %572, %577 : tensor<2x16x64xf32>
    %579 = stablehlo.multiply %578, %578 : tensor<2x16x64xf32>
    %cst_104 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %580 = stablehlo.reduce(%579 init: %cst_104) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %581 = stablehlo.broadcast_in_dim %580, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_105 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %582 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %583 = stablehlo.divide %581, %582 : tensor<2x16x1xf32>
    %584 = stablehlo.broadcast_in_dim %576, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %585 = stablehlo.subtract %572, %584 : tensor<2x16x64xf32>
    %cst_106 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %586 = stablehlo.broadcast_in_dim %cst_106, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %587 = stablehlo.add %583, %586 : tensor<2x16x1xf32>
    %588 = stablehlo.sqrt %587 : tensor<2x16x1xf32>
    %589 = stablehlo.broadcast_in_dim %588, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %590 = stablehlo.divide %585, %589 : tensor<2x16x64xf32>
    %591 = stablehlo.broadcast_in_dim %arg65, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %592 = stablehlo.broadcast_in_dim %591, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %593 = stablehlo.multiply %590, %592 : tensor<2x16x64xf32>
    %594 = stablehlo.broadcast_in_dim %arg64, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %595 = stablehlo.broadcast_in_dim %594, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %596 = stablehlo.add %593, %595 : tensor<2x16x64xf32>
    %597 = stablehlo.dot_general %596, %arg61, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x192xf32>) -> tensor<2x16x192xf32>
    %598 = stablehlo.broadcast_in_dim %arg60, dims = [2] : (tensor<192xf32>) -> tensor<1x1x192xf32>
    %599 = stablehlo.broadcast_in_dim %598, dims = [0, 1, 2] : (tensor<1x1x192xf32>) -> tensor<2x16x192xf32>
    %600 = stablehlo.add %597, %599 : tensor<2x16x192xf32>
    %601 = stablehlo.slice %600 [0:2, 0:16, 0:64] : (tensor<2x16x192xf32>) -> tensor<2x16x64xf32>
    %602 = stablehlo.slice %600 [0:2, 0:16, 64:128] : (tensor<2x16x192xf32>) -> tensor<2x16x64xf32>
    %603 = stablehlo.slice %600 [0:2, 0:16, 128:192] : (tensor<2x16x192xf32>) -> tensor<2x16x64xf32>
    %604 = stablehlo.reshape %601 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %605 = stablehlo.transpose %604, dims = [0, 2, 1, 3] : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %606 = stablehlo.reshape %602 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %607 = stablehlo.transpose %606, dims = [0, 2, 1, 3] : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %608 = stablehlo.reshape %603 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %609 = stablehlo.transpose %608, dims = [0, 2, 1, 3] : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %610 = stablehlo.transpose %607, dims = [0, 1, 3, 2] : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %611 = stablehlo.dot_general %605, %610, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %cst_107 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %612 = stablehlo.broadcast_in_dim %cst_107, dims = [] : (tensor<f32>) -> tensor<2x4x16x16xf32>
    %613 = stablehlo.multiply %611, %612 : tensor<2x4x16x16xf32>
    %c_108 = stablehlo.constant dense<true> : tensor<i1>
    %614 = stablehlo.broadcast_in_dim %c_108, dims = [] : (tensor<i1>) -> tensor<16x16xi1>
    %615 = call @tril(%614) : (tensor<16x16xi1>) -> tensor<16x16xi1>
    %cst_109 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %616 = call @_where(%615, %613, %cst_109) : (tensor<16x16xi1>, tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16x16xf32>
    %cst_110 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %617 = stablehlo.reduce(%616 init: %cst_110) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %cst_111 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %618 = stablehlo.broadcast_in_dim %cst_111, dims = [] : (tensor<f32>) -> tensor<2x4x16xf32>
    %619 = stablehlo.maximum %618, %617 : tensor<2x4x16xf32>
    %620 = stablehlo.broadcast_in_dim %619, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %621 = stablehlo.broadcast_in_dim %620, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %622 = stablehlo.subtract %616, %621 : tensor<2x4x16x16xf32>
    %623 = stablehlo.exponential %622 : tensor<2x4x16x16xf32>
    %cst_112 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %624 = stablehlo.reduce(%623 init: %cst_112) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %625 = stablehlo.broadcast_in_dim %624, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %626 = stablehlo.broadcast_in_dim %625, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %627 = stablehlo.divide %623, %626 : tensor<2x4x16x16xf32>
    %628 = stablehlo.dot_general %627, %609, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %629 = stablehlo.transpose %628, dims = [0, 2, 1, 3] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %630 = stablehlo.reshape %629 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %631 = stablehlo.dot_general %630, %arg71, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %632 = stablehlo.add %572, %631 : tensor<2x16x64xf32>
    %633 = stablehlo.broadcast_in_dim %arg70, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %634 = stablehlo.broadcast_in_dim %633, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %635 = stablehlo.add %632, %634 : tensor<2x16x64xf32>
    %cst_113 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %636 = stablehlo.reduce(%635 init: %cst_113) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %637 = stablehlo.broadcast_in_dim %636, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_114 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %638 = stablehlo.broadcast_in_dim %cst_114, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %639 = stablehlo.divide %637, %638 : tensor<2x16x1xf32>
    %640 = stablehlo.broadcast_in_dim %639, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %641 = stablehlo.subtract %635, %640 : tensor<2x16x64xf32>
    %642 = stablehlo.multiply %641, %641 : tensor<2x16x64xf32>
    %cst_115 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %643 = stablehlo.reduce(%642 init: %cst_115) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %644 = stablehlo.broadcast_in_dim %643, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_116 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %645 = stablehlo.broadcast_in_dim %cst_116, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %646 = stablehlo.divide %644, %645 : tensor<2x16x1xf32>
    %647 = stablehlo.broadcast_in_dim %639, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %648 = stablehlo.subtract %635, %647 : tensor<2x16x64xf32>
    %cst_117 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %649 = stablehlo.broadcast_in_dim %cst_117, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %650 = stablehlo.add %646, %649 : tensor<2x16x1xf32>
    %651 = stablehlo.sqrt %650 : tensor<2x16x1xf32>
    %652 = stablehlo.broadcast_in_dim %651, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %653 = stablehlo.divide %648, %652 : tensor<2x16x64xf32>
    %654 = stablehlo.broadcast_in_dim %arg67, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %655 = stablehlo.broadcast_in_dim %654, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %656 = stablehlo.multiply %653, %655 : tensor<2x16x64xf32>
    %657 = stablehlo.broadcast_in_dim %arg66, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %658 = stablehlo.broadcast_in_dim %657, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %659 = stablehlo.add %656, %658 : tensor<2x16x64xf32>
    %660 = stablehlo.dot_general %659, %arg63, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x256xf32>) -> tensor<2x16x256xf32>
    %661 = stablehlo.broadcast_in_dim %arg62, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %662 = stablehlo.broadcast_in_dim %661, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<2x16x256xf32>
    %663 = stablehlo.add %660, %662 : tensor<2x16x256xf32>
    %cst_118 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %664 = stablehlo.broadcast_in_dim %cst_118, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %665 = stablehlo.multiply %664, %663 : tensor<2x16x256xf32>
    %cst_119 = stablehlo.constant dense<0.636619746> : tensor<f32>
    %666 = stablehlo.sqrt %cst_119 : tensor<f32>
    %667 = stablehlo.multiply %663, %663 : tensor<2x16x256xf32>
    %668 = stablehlo.multiply %667, %663 : tensor<2x16x256xf32>
    %cst_120 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %669 = stablehlo.broadcast_in_dim %cst_120, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %670 = stablehlo.multiply %669, %668 : tensor<2x16x256xf32>
    %671 = stablehlo.add %663, %670 : tensor<2x16x256xf32>
    %672 = stablehlo.convert %666 : tensor<f32>
    %673 = stablehlo.broadcast_in_dim %672, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %674 = stablehlo.multiply %673, %671 : tensor<2x16x256xf32>
    %675 = stablehlo.tanh %674 : tensor<2x16x256xf32>
    %cst_121 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %676 = stablehlo.broadcast_in_dim %cst_121, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %677 = stablehlo.add %676, %675 : tensor<2x16x256xf32>
    %678 = stablehlo.multiply %665, %677 : tensor<2x16x256xf32>
    %679 = stablehlo.dot_general %678, %arg69, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x256xf32>, tensor<256x64xf32>) -> tensor<2x16x64xf32>
    %680 = stablehlo.add %635, %679 : tensor<2x16x64xf32>
    %681 = stablehlo.broadcast_in_dim %arg68, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %682 = stablehlo.broadcast_in_dim %681, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %683 = stablehlo.add %680, %682 : tensor<2x16x64xf32>
    %cst_122 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %684 = stablehlo.reduce(%683 init: %cst_122) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %685 = stablehlo.broadcast_in_dim %684, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_123 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %686 = stablehlo.broadcast_in_dim %cst_123, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %687 = stablehlo.divide %685, %686 : tensor<2x16x1xf32>
    %688 = stablehlo.broadcast_in_dim %687, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %689 = stablehlo.subtract %683, %688 : tensor<2x16x64xf32>
    %690 = stablehlo.multiply %689, %689 : tensor<2x16x64xf32>
    %cst_124 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %691 = stablehlo.reduce(%690 init: %cst_124) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %692 = stablehlo.broadcast_in_dim %691, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_125 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %693 = stablehlo.broadcast_in_dim %cst_125, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %694 = stablehlo.divide %692, %693 : tensor<2x16x1xf32>
    %695 = stablehlo.broadcast_in_dim %687, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %696 = stablehlo.subtract %683, %695 : tensor<2x16x64xf32>
    %cst_126 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %697 = stablehlo.broadcast_in_dim %cst_126, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %698 = stablehlo.add %694, %697 : tensor<2x16x1xf32>
    %699 = stablehlo.sqrt %698 : tensor<2x16x1xf32>
    %700 = stablehlo.broadcast_in_dim %699, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %701 = stablehlo.divide %696, %700 : tensor<2x16x64xf32>
    %702 = stablehlo.broadcast_in_dim %arg77, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %703 = stablehlo.broadcast_in_dim %702, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %704 = stablehlo.multiply %701, %703 : tensor<2x16x64xf32>
    %705 = stablehlo.broadcast_in_dim %arg76, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %706 = stablehlo.broadcast_in_dim %705, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %707 = stablehlo.add %704, %706 : tensor<2x16x64xf32>
    %708 = stablehlo.dot_general %707, %arg73, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x192xf32>) -> tensor<2x16x192xf32>
    %709 = stablehlo.broadcast_in_dim %arg72, dims = [2] : (tensor<192xf32>) -> tensor<1x1x192xf32>
    %710 = stablehlo.broadcast_in_dim %709, dims = [0, 1, 2] : (tensor<1x1x192xf32>) -> tensor<2x16x192xf32>
    %711 = stablehlo.add %708, %710 : tensor<2x16x192xf32>
    %712 = stablehlo.slice %711 [0:2, 0:16, 0:64] : (tensor<2x16x192xf32>) -> tensor<2x16x64xf32>
    %713 = stablehlo.slice %711 [0:2, 0:16, 64:128] : (tensor<2x16x192xf32>) -> tensor<2x16x64xf32>
    %714 = stablehlo.slice %711 [0:2, 0:16, 128:192] : (tensor<2x16x192xf32>) -> tensor<2x16x64xf32>
    %715 = stablehlo.reshape %712 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %716 = stablehlo.transpose %715, dims = [0, 2, 1, 3] : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %717 = stablehlo.reshape %713 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %718 = stablehlo.transpose %717, dims = [0, 2, 1, 3] : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %719 = stablehlo.reshape %714 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %720 = stablehlo.transpose %719, dims = [0, 2, 1, 3] : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %721 = stablehlo.transpose %718, dims = [0, 1, 3, 2] : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %722 = stablehlo.dot_general %716, %721, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %cst_127 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %723 = stablehlo.broadcast_in_dim %cst_127, dims = [] : (tensor<f32>) -> tensor<2x4x16x16xf32>
    %724 = stablehlo.multiply %722, %723 : tensor<2x4x16x16xf32>
    %c_128 = stablehlo.constant dense<true> : tensor<i1>
    %725 = stablehlo.broadcast_in_dim %c_128, dims = [] : (tensor<i1>) -> tensor<16x16xi1>
    %726 = call @tril(%725) : (tensor<16x16xi1>) -> tensor<16x16xi1>
    %cst_129 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %727 = call @_where(%726, %724, %cst_129) : (tensor<16x16xi1>, tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16x16xf32>
    %cst_130 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %728 = stablehlo.reduce(%727 init: %cst_130) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %cst_131 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %729 = stablehlo.broadcast_in_dim %cst_131, dims = [] : (tensor<f32>) -> tensor<2x4x16xf32>
    %730 = stablehlo.maximum %729, %728 : tensor<2x4x16xf32>
    %731 = stablehlo.broadcast_in_dim %730, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %732 = stablehlo.broadcast_in_dim %731, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %733 = stablehlo.subtract %727, %732 : tensor<2x4x16x16xf32>
    %734 = stablehlo.exponential %733 : tensor<2x4x16x16xf32>
    %cst_132 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %735 = stablehlo.reduce(%734 init: %cst_132) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %736 = stablehlo.broadcast_in_dim %735, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %737 = stablehlo.broadcast_in_dim %736, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %738 = stablehlo.divide %734, %737 : tensor<2x4x16x16xf32>
    %739 = stablehlo.dot_general %738, %720, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %740 = stablehlo.transpose %739, dims = [0, 2, 1, 3] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %741 = stablehlo.reshape %740 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %742 = stablehlo.dot_general %741, %arg83, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %743 = stablehlo.add %683, %742 : tensor<2x16x64xf32>
    %744 = stablehlo.broadcast_in_dim %arg82, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %745 = stablehlo.broadcast_in_dim %744, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %746 = stablehlo.add %743, %745 : tensor<2x16x64xf32>
    %cst_133 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %747 = stablehlo.reduce(%746 init: %cst_133) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %748 = stablehlo.broadcast_in_dim %747, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_134 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %749 = stablehlo.broadcast_in_dim %cst_134, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %750 = stablehlo.divide %748, %749 : tensor<2x16x1xf32>
    %751 = stablehlo.broadcast_in_dim %750, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %752 = stablehlo.subtract %746, %751 : tensor<2x16x64xf32>
    %753 = stablehlo.multiply %752, %752 : tensor<2x16x64xf32>
    %cst_135 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %754 = stablehlo.reduce(%753 init: %cst_135) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %755 = stablehlo.broadcast_in_dim %754, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_136 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %756 = stablehlo.broadcast_in_dim %cst_136, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %757 = stablehlo.divide %755, %756 : tensor<2x16x1xf32>
    %758 = stablehlo.broadcast_in_dim %750, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %759 = stablehlo.subtract %746, %758 : tensor<2x16x64xf32>
    %cst_137 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %760 = stablehlo.broadcast_in_dim %cst_137, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %761 = stablehlo.add %757, %760 : tensor<2x16x1xf32>
    %762 = stablehlo.sqrt %761 : tensor<2x16x1xf32>
    %763 = stablehlo.broadcast_in_dim %762, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %764 = stablehlo.divide %759, %763 : tensor<2x16x64xf32>
    %765 = stablehlo.broadcast_in_dim %arg79, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %766 = stablehlo.broadcast_in_dim %765, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %767 = stablehlo.multiply %764, %766 : tensor<2x16x64xf32>
    %768 = stablehlo.broadcast_in_dim %arg78, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %769 = stablehlo.broadcast_in_dim %768, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %770 = stablehlo.add %767, %769 : tensor<2x16x64xf32>
    %771 = stablehlo.dot_general %770, %arg75, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x256xf32>) -> tensor<2x16x256xf32>
    %772 = stablehlo.broadcast_in_dim %arg74, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %773 = stablehlo.broadcast_in_dim %772, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<2x16x256xf32>
    %774 = stablehlo.add %771, %773 : tensor<2x16x256xf32>
    %cst_138 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %775 = stablehlo.broadcast_in_dim %cst_138, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %776 = stablehlo.multiply %775, %774 : tensor<2x16x256xf32>
    %cst_139 = stablehlo.constant dense<0.636619746> : tensor<f32>
    %777 = stablehlo.sqrt %cst_139 : tensor<f32>
    %778 = stablehlo.multiply %774, %774 : tensor<2x16x256xf32>
    %779 = stablehlo.multiply %778, %774 : tensor<2x16x256xf32>
    %cst_140 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %780 = stablehlo.broadcast_in_dim %cst_140, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %781 = stablehlo.multiply %780, %779 : tensor<2x16x256xf32>
    %782 = stablehlo.add %774, %781 : tensor<2x16x256xf32>
    %783 = stablehlo.convert %777 : tensor<f32>
    %784 = stablehlo.broadcast_in_dim %783, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %785 = stablehlo.multiply %784, %782 : tensor<2x16x256xf32>
    %786 = stablehlo.tanh %785 : tensor<2x16x256xf32>
    %cst_141 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %787 = stablehlo.broadcast_in_dim %cst_141, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %788 = stablehlo.add %787, %786 : tensor<2x16x256xf32>
    %789 = stablehlo.multiply %776, %788 : tensor<2x16x256xf32>
    %790 = stablehlo.dot_general %789, %arg81, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x256xf32>, tensor<256x64xf32>) -> tensor<2x16x64xf32>
    %791 = stablehlo.add %746, %790 : tensor<2x16x64xf32>
    %792 = stablehlo.broadcast_in_dim %arg80, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %793 = stablehlo.broadcast_in_dim %792, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %794 = stablehlo.add %791, %793 : tensor<2x16x64xf32>
    %cst_142 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %795 = stablehlo.reduce(%794 init: %cst_142) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %796 = stablehlo.broadcast_in_dim %795, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_143 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %797 = stablehlo.broadcast_in_dim %cst_143, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %798 = stablehlo.divide %796, %797 : tensor<2x16x1xf32>
    %799 = stablehlo.broadcast_in_dim %798, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %800 = stablehlo.subtract %794, %799 : tensor<2x16x64xf32>
    %801 = stablehlo.multiply %800, %800 : tensor<2x16x64xf32>
    %cst_144 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %802 = stablehlo.reduce(%801 init: %cst_144) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %803 = stablehlo.broadcast_in_dim %802, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_145 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %804 = stablehlo.broadcast_in_dim %cst_145, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %805 = stablehlo.divide %803, %804 : tensor<2x16x1xf32>
    %806 = stablehlo.broadcast_in_dim %798, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %807 = stablehlo.subtract %794, %806 : tensor<2x16x64xf32>
    %cst_146 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %808 = stablehlo.broadcast_in_dim %cst_146, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %809 = stablehlo.add %805, %808 : tensor<2x16x1xf32>
    %810 = stablehlo.sqrt %809 : tensor<2x16x1xf32>
    %811 = stablehlo.broadcast_in_dim %810, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %812 = stablehlo.divide %807, %811 : tensor<2x16x64xf32>
    %813 = stablehlo.broadcast_in_dim %arg89, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %814 = stablehlo.broadcast_in_dim %813, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %815 = stablehlo.multiply %812, %814 : tensor<2x16x64xf32>
    %816 = stablehlo.broadcast_in_dim %arg88, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %817 = stablehlo.broadcast_in_dim %816, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %818 = stablehlo.add %815, %817 : tensor<2x16x64xf32>
    %819 = stablehlo.dot_general %818, %arg85, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x192xf32>) -> tensor<2x16x192xf32>
    %820 = stablehlo.broadcast_in_dim %arg84, dims = [2] : (tensor<192xf32>) -> tensor<1x1x192xf32>
    %821 = stablehlo.broadcast_in_dim %820, dims = [0, 1, 2] : (tensor<1x1x192xf32>) -> tensor<2x16x192xf32>
    %822 = stablehlo.add %819, %821 : tensor<2x16x192xf32>
    %823 = stablehlo.slice %822 [0:2, 0:16, 0:64] : (tensor<2x16x192xf32>) -> tensor<2x16x64xf32>
    %824 = stablehlo.slice %822 [0:2, 0:16, 64:128] : (tensor<2x16x192xf32>) -> tensor<2x16x64xf32>
    %825 = stablehlo.slice %822 [0:2, 0:16, 128:192] : (tensor<2x16x192xf32>) -> tensor<2x16x64xf32>
    %826 = stablehlo.reshape %823 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %827 = stablehlo.transpose %826, dims = [0, 2, 1, 3] : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %828 = stablehlo.reshape %824 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %829 = stablehlo.transpose %828, dims = [0, 2, 1, 3] : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %830 = stablehlo.reshape %825 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %831 = stablehlo.transpose %830, dims = [0, 2, 1, 3] : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %832 = stablehlo.transpose %829, dims = [0, 1, 3, 2] : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %833 = stablehlo.dot_general %827, %832, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %cst_147 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %834 = stablehlo.broadcast_in_dim %cst_147, dims = [] : (tensor<f32>) -> tensor<2x4x16x16xf32>
    %835 = stablehlo.multiply %833, %834 : tensor<2x4x16x16xf32>
    %c_148 = stablehlo.constant dense<true> : tensor<i1>
    %836 = stablehlo.broadcast_in_dim %c_148, dims = [] : (tensor<i1>) -> tensor<16x16xi1>
    %837 = call @tril(%836) : (tensor<16x16xi1>) -> tensor<16x16xi1>
    %cst_149 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %838 = call @_where(%837, %835, %cst_149) : (tensor<16x16xi1>, tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16x16xf32>
    %cst_150 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %839 = stablehlo.reduce(%838 init: %cst_150) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %cst_151 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %840 = stablehlo.broadcast_in_dim %cst_151, dims = [] : (tensor<f32>) -> tensor<2x4x16xf32>
    %841 = stablehlo.maximum %840, %839 : tensor<2x4x16xf32>
    %842 = stablehlo.broadcast_in_dim %841, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %843 = stablehlo.broadcast_in_dim %842, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %844 = stablehlo.subtract %838, %843 : tensor<2x4x16x16xf32>
    %845 = stablehlo.exponential %844 : tensor<2x4x16x16xf32>
    %cst_152 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %846 = stablehlo.reduce(%845 init: %cst_152) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %847 = stablehlo.broadcast_in_dim %846, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %848 = stablehlo.broadcast_in_dim %847, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %849 = stablehlo.divide %845, %848 : tensor<2x4x16x16xf32>
    %850 = stablehlo.dot_general %849, %831, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %851 = stablehlo.transpose %850, dims = [0, 2, 1, 3] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %852 = stablehlo.reshape %851 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %853 = stablehlo.dot_general %852, %arg95, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %854 = stablehlo.add %794, %853 : tensor<2x16x64xf32>
    %855 = stablehlo.broadcast_in_dim %arg94, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %856 = stablehlo.broadcast_in_dim %855, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %857 = stablehlo.add %854, %856 : tensor<2x16x64xf32>
    %cst_153 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %858 = stablehlo.reduce(%857 init: %cst_153) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %859 = stablehlo.broadcast_in_dim %858, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_154 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %860 = stablehlo.broadcast_in_dim %cst_154, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %861 = stablehlo.divide %859, %860 : tensor<2x16x1xf32>
    %862 = stablehlo.broadcast_in_dim %861, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %863 = stablehlo.subtract %857, %862 : tensor<2x16x64xf32>
    %864 = stablehlo.multiply %863, %863 : tensor<2x16x64xf32>
    %cst_155 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %865 = stablehlo.reduce(%864 init: %cst_155) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %866 = stablehlo.broadcast_in_dim %865, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_156 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %867 = stablehlo.broadcast_in_dim %cst_156, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %868 = stablehlo.divide %866, %867 : tensor<2x16x1xf32>
    %869 = stablehlo.broadcast_in_dim %861, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %870 = stablehlo.subtract %857, %869 : tensor<2x16x64xf32>
    %cst_157 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %871 = stablehlo.broadcast_in_dim %cst_157, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %872 = stablehlo.add %868, %871 : tensor<2x16x1xf32>
    %873 = stablehlo.sqrt %872 : tensor<2x16x1xf32>
    %874 = stablehlo.broadcast_in_dim %873, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %875 = stablehlo.divide %870, %874 : tensor<2x16x64xf32>
    %876 = stablehlo.broadcast_in_dim %arg91, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %877 = stablehlo.broadcast_in_dim %876, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %878 = stablehlo.multiply %875, %877 : tensor<2x16x64xf32>
    %879 = stablehlo.broadcast_in_dim %arg90, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %880 = stablehlo.broadcast_in_dim %879, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %881 = stablehlo.add %878, %880 : tensor<2x16x64xf32>
    %882 = stablehlo.dot_general %881, %arg87, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x256xf32>) -> tensor<2x16x256xf32>
    %883 = stablehlo.broadcast_in_dim %arg86, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %884 = stablehlo.broadcast_in_dim %883, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<2x16x256xf32>
    %885 = stablehlo.add %882, %884 : tensor<2x16x256xf32>
    %cst_158 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %886 = stablehlo.broadcast_in_dim %cst_158, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %887 = stablehlo.multiply %886, %885 : tensor<2x16x256xf32>
    %cst_159 = stablehlo.constant dense<0.636619746> : tensor<f32>
    %888 = stablehlo.sqrt %cst_159 : tensor<f32>
    %889 = stablehlo.multiply %885, %885 : tensor<2x16x256xf32>
    %890 = stablehlo.multiply %889, %885 : tensor<2x16x256xf32>
    %cst_160 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %891 = stablehlo.broadcast_in_dim %cst_160, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %892 = stablehlo.multiply %891, %890 : tensor<2x16x256xf32>
    %893 = stablehlo.add %885, %892 : tensor<2x16x256xf32>
    %894 = stablehlo.convert %888 : tensor<f32>
    %895 = stablehlo.broadcast_in_dim %894, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %896 = stablehlo.multiply %895, %893 : tensor<2x16x256xf32>
    %897 = stablehlo.tanh %896 : tensor<2x16x256xf32>
    %cst_161 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %898 = stablehlo.broadcast_in_dim %cst_161, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %899 = stablehlo.add %898, %897 : tensor<2x16x256xf32>
    %900 = stablehlo.multiply %887, %899 : tensor<2x16x256xf32>
    %901 = stablehlo.dot_general %900, %arg93, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x256xf32>, tensor<256x64xf32>) -> tensor<2x16x64xf32>
    %902 = stablehlo.add %857, %901 : tensor<2x16x64xf32>
    %903 = stablehlo.broadcast_in_dim %arg92, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %904 = stablehlo.broadcast_in_dim %903, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %905 = stablehlo.add %902, %904 : tensor<2x16x64xf32>
    %cst_162 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %906 = stablehlo.reduce(%905 init: %cst_162) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %907 = stablehlo.broadcast_in_dim %906, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_163 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %908 = stablehlo.broadcast_in_dim %cst_163, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %909 = stablehlo.divide %907, %908 : tensor<2x16x1xf32>
    %910 = stablehlo.broadcast_in_dim %909, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %911 = stablehlo.subtract %905, %910 : tensor<2x16x64xf32>
    %912 = stablehlo.multiply %911, %911 : tensor<2x16x64xf32>
    %cst_164 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %913 = stablehlo.reduce(%912 init: %cst_164) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %914 = stablehlo.broadcast_in_dim %913, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_165 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %915 = stablehlo.broadcast_in_dim %cst_165, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %916 = stablehlo.divide %914, %915 : tensor<2x16x1xf32>
    %917 = stablehlo.broadcast_in_dim %909, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %918 = stablehlo.subtract %905, %917 : tensor<2x16x64xf32>
    %cst_166 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %919 = stablehlo.broadcast_in_dim %cst_166, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %920 = stablehlo.add %916, %919 : tensor<2x16x1xf32>
    %921 = stablehlo.sqrt %920 : tensor<2x16x1xf32>
    %922 = stablehlo.broadcast_in_dim %921, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %923 = stablehlo.divide %918, %922 : tensor<2x16x64xf32>
    %924 = stablehlo.broadcast_in_dim %arg101, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %925 = stablehlo.broadcast_in_dim %924, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %926 = stablehlo.multiply %923, %925 : tensor<2x16x64xf32>
    %927 = stablehlo.broadcast_in_dim %arg100, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %928 = stablehlo.broadcast_in_dim %927, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %929 = stablehlo.add %926, %928 : tensor<2x16x64xf32>
    %930 = stablehlo.dot_general %929, %arg97, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x192xf32>) -> tensor<2x16x192xf32>
    %931 = stablehlo.broadcast_in_dim %arg96, dims = [2] : (tensor<192xf32>) -> tensor<1x1x192xf32>
    %932 = stablehlo.broadcast_in_dim %931, dims = [0, 1, 2] : (tensor<1x1x192xf32>) -> tensor<2x16x192xf32>
    %933 = stablehlo.add %930, %932 : tensor<2x16x192xf32>
    %934 = stablehlo.slice %933 [0:2, 0:16, 0:64] : (tensor<2x16x192xf32>) -> tensor<2x16x64xf32>
    %935 = stablehlo.slice %933 [0:2, 0:16, 64:128] : (tensor<2x16x192xf32>) -> tensor<2x16x64xf32>
    %936 = stablehlo.slice %933 [0:2, 0:16, 128:192] : (tensor<2x16x192xf32>) -> tensor<2x16x64xf32>
    %937 = stablehlo.reshape %934 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %938 = stablehlo.transpose %937, dims = [0, 2, 1, 3] : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %939 = stablehlo.reshape %935 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %940 = stablehlo.transpose %939, dims = [0, 2, 1, 3] : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %941 = stablehlo.reshape %936 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %942 = stablehlo.transpose %941, dims = [0, 2, 1, 3] : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %943 = stablehlo.transpose %940, dims = [0, 1, 3, 2] : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %944 = stablehlo.dot_general %938, %943, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %cst_167 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %945 = stablehlo.broadcast_in_dim %cst_167, dims = [] : (tensor<f32>) -> tensor<2x4x16x16xf32>
    %946 = stablehlo.multiply %944, %945 : tensor<2x4x16x16xf32>
    %c_168 = stablehlo.constant dense<true> : tensor<i1>
    %947 = stablehlo.broadcast_in_dim %c_168, dims = [] : (tensor<i1>) -> tensor<16x16xi1>
    %948 = call @tril(%947) : (tensor<16x16xi1>) -> tensor<16x16xi1>
    %cst_169 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %949 = call @_where(%948, %946, %cst_169) : (tensor<16x16xi1>, tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16x16xf32>
    %cst_170 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %950 = stablehlo.reduce(%949 init: %cst_170) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %cst_171 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %951 = stablehlo.broadcast_in_dim %cst_171, dims = [] : (tensor<f32>) -> tensor<2x4x16xf32>
    %952 = stablehlo.maximum %951, %950 : tensor<2x4x16xf32>
    %953 = stablehlo.broadcast_in_dim %952, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %954 = stablehlo.broadcast_in_dim %953, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %955 = stablehlo.subtract %949, %954 : tensor<2x4x16x16xf32>
    %956 = stablehlo.exponential %955 : tensor<2x4x16x16xf32>
    %cst_172 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %957 = stablehlo.reduce(%956 init: %cst_172) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %958 = stablehlo.broadcast_in_dim %957, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %959 = stablehlo.broadcast_in_dim %958, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %960 = stablehlo.divide %956, %959 : tensor<2x4x16x16xf32>
    %961 = stablehlo.dot_general %960, %942, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %962 = stablehlo.transpose %961, dims = [0, 2, 1, 3] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %963 = stablehlo.reshape %962 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %964 = stablehlo.dot_general %963, %arg107, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %965 = stablehlo.add %905, %964 : tensor<2x16x64xf32>
    %966 = stablehlo.broadcast_in_dim %arg106, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %967 = stablehlo.broadcast_in_dim %966, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %968 = stablehlo.add %965, %967 : tensor<2x16x64xf32>
    %cst_173 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %969 = stablehlo.reduce(%968 init: %cst_173) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %970 = stablehlo.broadcast_in_dim %969, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_174 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %971 = stablehlo.broadcast_in_dim %cst_174, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %972 = stablehlo.divide %970, %971 : tensor<2x16x1xf32>
    %973 = stablehlo.broadcast_in_dim %972, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %974 = stablehlo.subtract %968, %973 : tensor<2x16x64xf32>
    %975 = stablehlo.multiply %974, %974 : tensor<2x16x64xf32>
    %cst_175 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %976 = stablehlo.reduce(%975 init: %cst_175) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %977 = stablehlo.broadcast_in_dim %976, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_176 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %978 = stablehlo.broadcast_in_dim %cst_176, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %979 = stablehlo.divide %977, %978 : tensor<2x16x1xf32>
    %980 = stablehlo.broadcast_in_dim %972, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %981 = stablehlo.subtract %968, %980 : tensor<2x16x64xf32>
    %cst_177 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %982 = stablehlo.broadcast_in_dim %cst_177, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %983 = stablehlo.add %979, %982 : tensor<2x16x1xf32>
    %984 = stablehlo.sqrt %983 : tensor<2x16x1xf32>
    %985 = stablehlo.broadcast_in_dim %984, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %986 = stablehlo.divide %981, %985 : tensor<2x16x64xf32>
    %987 = stablehlo.broadcast_in_dim %arg103, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %988 = stablehlo.broadcast_in_dim %987, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %989 = stablehlo.multiply %986, %988 : tensor<2x16x64xf32>
    %990 = stablehlo.broadcast_in_dim %arg102, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %991 = stablehlo.broadcast_in_dim %990, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %992 = stablehlo.add %989, %991 : tensor<2x16x64xf32>
    %993 = stablehlo.dot_general %992, %arg99, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x256xf32>) -> tensor<2x16x256xf32>
    %994 = stablehlo.broadcast_in_dim %arg98, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %995 = stablehlo.broadcast_in_dim %994, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<2x16x256xf32>
    %996 = stablehlo.add %993, %995 : tensor<2x16x256xf32>
    %cst_178 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %997 = stablehlo.broadcast_in_dim %cst_178, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %998 = stablehlo.multiply %997, %996 : tensor<2x16x256xf32>
    %cst_179 = stablehlo.constant dense<0.636619746> : tensor<f32>
    %999 = stablehlo.sqrt %cst_179 : tensor<f32>
    %1000 = stablehlo.multiply %996, %996 : tensor<2x16x256xf32>
    %1001 = stablehlo.multiply %1000, %996 : tensor<2x16x256xf32>
    %cst_180 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %1002 = stablehlo.broadcast_in_dim %cst_180, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %1003 = stablehlo.multiply %1002, %1001 : tensor<2x16x256xf32>
    %1004 = stablehlo.add %996, %1003 : tensor<2x16x256xf32>
    %1005 = stablehlo.convert %999 : tensor<f32>
    %1006 = stablehlo.broadcast_in_dim %1005, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %1007 = stablehlo.multiply %1006, %1004 : tensor<2x16x256xf32>
    %1008 = stablehlo.tanh %1007 : tensor<2x16x256xf32>
    %cst_181 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1009 = stablehlo.broadcast_in_dim %cst_181, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %1010 = stablehlo.add %1009, %1008 : tensor<2x16x256xf32>
    %1011 = stablehlo.multiply %998, %1010 : tensor<2x16x256xf32>
    %1012 = stablehlo.dot_general %1011, %arg105, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x256xf32>, tensor<256x64xf32>) -> tensor<2x16x64xf32>
    %1013 = stablehlo.add %968, %1012 : tensor<2x16x64xf32>
    %1014 = stablehlo.broadcast_in_dim %arg104, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %1015 = stablehlo.broadcast_in_dim %1014, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %1016 = stablehlo.add %1013, %1015 : tensor<2x16x64xf32>
    %cst_182 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1017 = stablehlo.reduce(%1016 init: %cst_182) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1018 = stablehlo.broadcast_in_dim %1017, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_183 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %1019 = stablehlo.broadcast_in_dim %cst_183, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %1020 = stablehlo.divide %1018, %1019 : tensor<2x16x1xf32>
    %1021 = stablehlo.broadcast_in_dim %1020, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %1022 = stablehlo.subtract %1016, %1021 : tensor<2x16x64xf32>
    %1023 = stablehlo.multiply %1022, %1022 : tensor<2x16x64xf32>
    %cst_184 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1024 = stablehlo.reduce(%1023 init: %cst_184) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1025 = stablehlo.broadcast_in_dim %1024, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_185 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %1026 = stablehlo.broadcast_in_dim %cst_185, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %1027 = stablehlo.divide %1025, %1026 : tensor<2x16x1xf32>
    %1028 = stablehlo.broadcast_in_dim %1020, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %1029 = stablehlo.subtract %1016, %1028 : tensor<2x16x64xf32>
    %cst_186 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %1030 = stablehlo.broadcast_in_dim %cst_186, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %1031 = stablehlo.add %1027, %1030 : tensor<2x16x1xf32>
    %1032 = stablehlo.sqrt %1031 : tensor<2x16x1xf32>
    %1033 = stablehlo.broadcast_in_dim %1032, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %1034 = stablehlo.divide %1029, %1033 : tensor<2x16x64xf32>
    %1035 = stablehlo.broadcast_in_dim %arg113, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %1036 = stablehlo.broadcast_in_dim %1035, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %1037 = stablehlo.multiply %1034, %1036 : tensor<2x16x64xf32>
    %1038 = stablehlo.broadcast_in_dim %arg112, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %1039 = stablehlo.broadcast_in_dim %1038, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %1040 = stablehlo.add %1037, %1039 : tensor<2x16x64xf32>
    %1041 = stablehlo.dot_general %1040, %arg109, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x192xf32>) -> tensor<2x16x192xf32>
    %1042 = stablehlo.broadcast_in_dim %arg108, dims = [2] : (tensor<192xf32>) -> tensor<1x1x192xf32>
    %1043 = stablehlo.broadcast_in_dim %1042, dims = [0, 1, 2] : (tensor<1x1x192xf32>) -> tensor<2x16x192xf32>
    %1044 = stablehlo.add %1041, %1043 : tensor<2x16x192xf32>
    %1045 = stablehlo.slice %1044 [0:2, 0:16, 0:64] : (tensor<2x16x192xf32>) -> tensor<2x16x64xf32>
    %1046 = stablehlo.slice %1044 [0:2, 0:16, 64:128] : (tensor<2x16x192xf32>) -> tensor<2x16x64xf32>
    %1047 = stablehlo.slice %1044 [0:2, 0:16, 128:192] : (tensor<2x16x192xf32>) -> tensor<2x16x64xf32>
    %1048 = stablehlo.reshape %1045 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %1049 = stablehlo.transpose %1048, dims = [0, 2, 1, 3] : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %1050 = stablehlo.reshape %1046 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %1051 = stablehlo.transpose %1050, dims = [0, 2, 1, 3] : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %1052 = stablehlo.reshape %1047 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %1053 = stablehlo.transpose %1052, dims = [0, 2, 1, 3] : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %1054 = stablehlo.transpose %1051, dims = [0, 1, 3, 2] : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %1055 = stablehlo.dot_general %1049, %1054, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %cst_187 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %1056 = stablehlo.broadcast_in_dim %cst_187, dims = [] : (tensor<f32>) -> tensor<2x4x16x16xf32>
    %1057 = stablehlo.multiply %1055, %1056 : tensor<2x4x16x16xf32>
    %c_188 = stablehlo.constant dense<true> : tensor<i1>
    %1058 = stablehlo.broadcast_in_dim %c_188, dims = [] : (tensor<i1>) -> tensor<16x16xi1>
    %1059 = call @tril(%1058) : (tensor<16x16xi1>) -> tensor<16x16xi1>
    %cst_189 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %1060 = call @_where(%1059, %1057, %cst_189) : (tensor<16x16xi1>, tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16x16xf32>
    %cst_190 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1061 = stablehlo.reduce(%1060 init: %cst_190) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %cst_191 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1062 = stablehlo.broadcast_in_dim %cst_191, dims = [] : (tensor<f32>) -> tensor<2x4x16xf32>
    %1063 = stablehlo.maximum %1062, %1061 : tensor<2x4x16xf32>
    %1064 = stablehlo.broadcast_in_dim %1063, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %1065 = stablehlo.broadcast_in_dim %1064, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %1066 = stablehlo.subtract %1060, %1065 : tensor<2x4x16x16xf32>
    %1067 = stablehlo.exponential %1066 : tensor<2x4x16x16xf32>
    %cst_192 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1068 = stablehlo.reduce(%1067 init: %cst_192) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %1069 = stablehlo.broadcast_in_dim %1068, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %1070 = stablehlo.broadcast_in_dim %1069, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %1071 = stablehlo.divide %1067, %1070 : tensor<2x4x16x16xf32>
    %1072 = stablehlo.dot_general %1071, %1053, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %1073 = stablehlo.transpose %1072, dims = [0, 2, 1, 3] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %1074 = stablehlo.reshape %1073 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %1075 = stablehlo.dot_general %1074, %arg119, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %1076 = stablehlo.add %1016, %1075 : tensor<2x16x64xf32>
    %1077 = stablehlo.broadcast_in_dim %arg118, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %1078 = stablehlo.broadcast_in_dim %1077, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %1079 = stablehlo.add %1076, %1078 : tensor<2x16x64xf32>
    %cst_193 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1080 = stablehlo.reduce(%1079 init: %cst_193) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1081 = stablehlo.broadcast_in_dim %1080, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_194 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %1082 = stablehlo.broadcast_in_dim %cst_194, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %1083 = stablehlo.divide %1081, %1082 : tensor<2x16x1xf32>
    %1084 = stablehlo.broadcast_in_dim %1083, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %1085 = stablehlo.subtract %1079, %1084 : tensor<2x16x64xf32>
    %1086 = stablehlo.multiply %1085, %1085 : tensor<2x16x64xf32>
    %cst_195 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1087 = stablehlo.reduce(%1086 init: %cst_195) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1088 = stablehlo.broadcast_in_dim %1087, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_196 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %1089 = stablehlo.broadcast_in_dim %cst_196, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %1090 = stablehlo.divide %1088, %1089 : tensor<2x16x1xf32>
    %1091 = stablehlo.broadcast_in_dim %1083, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %1092 = stablehlo.subtract %1079, %1091 : tensor<2x16x64xf32>
    %cst_197 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %1093 = stablehlo.broadcast_in_dim %cst_197, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %1094 = stablehlo.add %1090, %1093 : tensor<2x16x1xf32>
    %1095 = stablehlo.sqrt %1094 : tensor<2x16x1xf32>
    %1096 = stablehlo.broadcast_in_dim %1095, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %1097 = stablehlo.divide %1092, %1096 : tensor<2x16x64xf32>
    %1098 = stablehlo.broadcast_in_dim %arg115, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %1099 = stablehlo.broadcast_in_dim %1098, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %1100 = stablehlo.multiply %1097, %1099 : tensor<2x16x64xf32>
    %1101 = stablehlo.broadcast_in_dim %arg114, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %1102 = stablehlo.broadcast_in_dim %1101, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %1103 = stablehlo.add %1100, %1102 : tensor<2x16x64xf32>
    %1104 = stablehlo.dot_general %1103, %arg111, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x256xf32>) -> tensor<2x16x256xf32>
    %1105 = stablehlo.broadcast_in_dim %arg110, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %1106 = stablehlo.broadcast_in_dim %1105, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<2x16x256xf32>
    %1107 = stablehlo.add %1104, %1106 : tensor<2x16x256xf32>
    %cst_198 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1108 = stablehlo.broadcast_in_dim %cst_198, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %1109 = stablehlo.multiply %1108, %1107 : tensor<2x16x256xf32>
    %cst_199 = stablehlo.constant dense<0.636619746> : tensor<f32>
    %1110 = stablehlo.sqrt %cst_199 : tensor<f32>
    %1111 = stablehlo.multiply %1107, %1107 : tensor<2x16x256xf32>
    %1112 = stablehlo.multiply %1111, %1107 : tensor<2x16x256xf32>
    %cst_200 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %1113 = stablehlo.broadcast_in_dim %cst_200, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %1114 = stablehlo.multiply %1113, %1112 : tensor<2x16x256xf32>
    %1115 = stablehlo.add %1107, %1114 : tensor<2x16x256xf32>
    %1116 = stablehlo.convert %1110 : tensor<f32>
    %1117 = stablehlo.broadcast_in_dim %1116, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %1118 = stablehlo.multiply %1117, %1115 : tensor<2x16x256xf32>
    %1119 = stablehlo.tanh %1118 : tensor<2x16x256xf32>
    %cst_201 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1120 = stablehlo.broadcast_in_dim %cst_201, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %1121 = stablehlo.add %1120, %1119 : tensor<2x16x256xf32>
    %1122 = stablehlo.multiply %1109, %1121 : tensor<2x16x256xf32>
    %1123 = stablehlo.dot_general %1122, %arg117, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x256xf32>, tensor<256x64xf32>) -> tensor<2x16x64xf32>
    %1124 = stablehlo.add %1079, %1123 : tensor<2x16x64xf32>
    %1125 = stablehlo.broadcast_in_dim %arg116, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %1126 = stablehlo.broadcast_in_dim %1125, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %1127 = stablehlo.add %1124, %1126 : tensor<2x16x64xf32>
    %cst_202 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1128 = stablehlo.reduce(%1127 init: %cst_202) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1129 = stablehlo.broadcast_in_dim %1128, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_203 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %1130 = stablehlo.broadcast_in_dim %cst_203, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %1131 = stablehlo.divide %1129, %1130 : tensor<2x16x1xf32>
    %1132 = stablehlo.broadcast_in_dim %1131, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %1133 = stablehlo.subtract %1127, %1132 : tensor<2x16x64xf32>
    %1134 = stablehlo.multiply %1133, %1133 : tensor<2x16x64xf32>
    %cst_204 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1135 = stablehlo.reduce(%1134 init: %cst_204) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1136 = stablehlo.broadcast_in_dim %1135, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_205 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %1137 = stablehlo.broadcast_in_dim %cst_205, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %1138 = stablehlo.divide %1136, %1137 : tensor<2x16x1xf32>
    %1139 = stablehlo.broadcast_in_dim %1131, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %1140 = stablehlo.subtract %1127, %1139 : tensor<2x16x64xf32>
    %cst_206 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %1141 = stablehlo.broadcast_in_dim %cst_206, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %1142 = stablehlo.add %1138, %1141 : tensor<2x16x1xf32>
    %1143 = stablehlo.sqrt %1142 : tensor<2x16x1xf32>
    %1144 = stablehlo.broadcast_in_dim %1143, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %1145 = stablehlo.divide %1140, %1144 : tensor<2x16x64xf32>
    %1146 = stablehlo.broadcast_in_dim %arg125, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %1147 = stablehlo.broadcast_in_dim %1146, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %1148 = stablehlo.multiply %1145, %1147 : tensor<2x16x64xf32>
    %1149 = stablehlo.broadcast_in_dim %arg124, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %1150 = stablehlo.broadcast_in_dim %1149, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %1151 = stablehlo.add %1148, %1150 : tensor<2x16x64xf32>
    %1152 = stablehlo.dot_general %1151, %arg121, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x192xf32>) -> tensor<2x16x192xf32>
    %1153 = stablehlo.broadcast_in_dim %arg120, dims = [2] : (tensor<192xf32>) -> tensor<1x1x192xf32>
    %1154 = stablehlo.broadcast_in_dim %1153, dims = [0, 1, 2] : (tensor<1x1x192xf32>) -> tensor<2x16x192xf32>
    %1155 = stablehlo.add %1152, %1154 : tensor<2x16x192xf32>
    %1156 = stablehlo.slice %1155 [0:2, 0:16, 0:64] : (tensor<2x16x192xf32>) -> tensor<2x16x64xf32>
    %1157 = stablehlo.slice %1155 [0:2, 0:16, 64:128] : (tensor<2x16x192xf32>) -> tensor<2x16x64xf32>
    %1158 = stablehlo.slice %1155 [0:2, 0:16, 128:192] : (tensor<2x16x192xf32>) -> tensor<2x16x64xf32>
    %1159 = stablehlo.reshape %1156 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %1160 = stablehlo.transpose %1159, dims = [0, 2, 1, 3] : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %1161 = stablehlo.reshape %1157 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %1162 = stablehlo.transpose %1161, dims = [0, 2, 1, 3] : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %1163 = stablehlo.reshape %1158 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %1164 = stablehlo.transpose %1163, dims = [0, 2, 1, 3] : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %1165 = stablehlo.transpose %1162, dims = [0, 1, 3, 2] : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %1166 = stablehlo.dot_general %1160, %1165, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %cst_207 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %1167 = stablehlo.broadcast_in_dim %cst_207, dims = [] : (tensor<f32>) -> tensor<2x4x16x16xf32>
    %1168 = stablehlo.multiply %1166, %1167 : tensor<2x4x16x16xf32>
    %c_208 = stablehlo.constant dense<true> : tensor<i1>
    %1169 = stablehlo.broadcast_in_dim %c_208, dims = [] : (tensor<i1>) -> tensor<16x16xi1>
    %1170 = call @tril(%1169) : (tensor<16x16xi1>) -> tensor<16x16xi1>
    %cst_209 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %1171 = call @_where(%1170, %1168, %cst_209) : (tensor<16x16xi1>, tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16x16xf32>
    %cst_210 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1172 = stablehlo.reduce(%1171 init: %cst_210) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %cst_211 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1173 = stablehlo.broadcast_in_dim %cst_211, dims = [] : (tensor<f32>) -> tensor<2x4x16xf32>
    %1174 = stablehlo.maximum %1173, %1172 : tensor<2x4x16xf32>
    %1175 = stablehlo.broadcast_in_dim %1174, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %1176 = stablehlo.broadcast_in_dim %1175, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %1177 = stablehlo.subtract %1171, %1176 : tensor<2x4x16x16xf32>
    %1178 = stablehlo.exponential %1177 : tensor<2x4x16x16xf32>
    %cst_212 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1179 = stablehlo.reduce(%1178 init: %cst_212) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %1180 = stablehlo.broadcast_in_dim %1179, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %1181 = stablehlo.broadcast_in_dim %1180, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %1182 = stablehlo.divide %1178, %1181 : tensor<2x4x16x16xf32>
    %1183 = stablehlo.dot_general %1182, %1164, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %1184 = stablehlo.transpose %1183, dims = [0, 2, 1, 3] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %1185 = stablehlo.reshape %1184 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %1186 = stablehlo.dot_general %1185, %arg131, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %1187 = stablehlo.add %1127, %1186 : tensor<2x16x64xf32>
    %1188 = stablehlo.broadcast_in_dim %arg130, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %1189 = stablehlo.broadcast_in_dim %1188, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %1190 = stablehlo.add %1187, %1189 : tensor<2x16x64xf32>
    %cst_213 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1191 = stablehlo.reduce(%1190 init: %cst_213) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1192 = stablehlo.broadcast_in_dim %1191, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_214 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %1193 = stablehlo.broadcast_in_dim %cst_214, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %1194 = stablehlo.divide %1192, %1193 : tensor<2x16x1xf32>
    %1195 = stablehlo.broadcast_in_dim %1194, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %1196 = stablehlo.subtract %1190, %1195 : tensor<2x16x64xf32>
    %1197 = stablehlo.multiply %1196, %1196 : tensor<2x16x64xf32>
    %cst_215 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1198 = stablehlo.reduce(%1197 init: %cst_215) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1199 = stablehlo.broadcast_in_dim %1198, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_216 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %1200 = stablehlo.broadcast_in_dim %cst_216, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %1201 = stablehlo.divide %1199, %1200 : tensor<2x16x1xf32>
    %1202 = stablehlo.broadcast_in_dim %1194, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %1203 = stablehlo.subtract %1190, %1202 : tensor<2x16x64xf32>
    %cst_217 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %1204 = stablehlo.broadcast_in_dim %cst_217, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %1205 = stablehlo.add %1201, %1204 : tensor<2x16x1xf32>
    %1206 = stablehlo.sqrt %1205 : tensor<2x16x1xf32>
    %1207 = stablehlo.broadcast_in_dim %1206, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %1208 = stablehlo.divide %1203, %1207 : tensor<2x16x64xf32>
    %1209 = stablehlo.broadcast_in_dim %arg127, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %1210 = stablehlo.broadcast_in_dim %1209, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %1211 = stablehlo.multiply %1208, %1210 : tensor<2x16x64xf32>
    %1212 = stablehlo.broadcast_in_dim %arg126, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %1213 = stablehlo.broadcast_in_dim %1212, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %1214 = stablehlo.add %1211, %1213 : tensor<2x16x64xf32>
    %1215 = stablehlo.dot_general %1214, %arg123, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x256xf32>) -> tensor<2x16x256xf32>
    %1216 = stablehlo.broadcast_in_dim %arg122, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %1217 = stablehlo.broadcast_in_dim %1216, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<2x16x256xf32>
    %1218 = stablehlo.add %1215, %1217 : tensor<2x16x256xf32>
    %cst_218 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1219 = stablehlo.broadcast_in_dim %cst_218, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %1220 = stablehlo.multiply %1219, %1218 : tensor<2x16x256xf32>
    %cst_219 = stablehlo.constant dense<0.636619746> : tensor<f32>
    %1221 = stablehlo.sqrt %cst_219 : tensor<f32>
    %1222 = stablehlo.multiply %1218, %1218 : tensor<2x16x256xf32>
    %1223 = stablehlo.multiply %1222, %1218 : tensor<2x16x256xf32>
    %cst_220 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %1224 = stablehlo.broadcast_in_dim %cst_220, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %1225 = stablehlo.multiply %1224, %1223 : tensor<2x16x256xf32>
    %1226 = stablehlo.add %1218, %1225 : tensor<2x16x256xf32>
    %1227 = stablehlo.convert %1221 : tensor<f32>
    %1228 = stablehlo.broadcast_in_dim %1227, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %1229 = stablehlo.multiply %1228, %1226 : tensor<2x16x256xf32>
    %1230 = stablehlo.tanh %1229 : tensor<2x16x256xf32>
    %cst_221 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1231 = stablehlo.broadcast_in_dim %cst_221, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %1232 = stablehlo.add %1231, %1230 : tensor<2x16x256xf32>
    %1233 = stablehlo.multiply %1220, %1232 : tensor<2x16x256xf32>
    %1234 = stablehlo.dot_general %1233, %arg129, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x256xf32>, tensor<256x64xf32>) -> tensor<2x16x64xf32>
    %1235 = stablehlo.add %1190, %1234 : tensor<2x16x64xf32>
    %1236 = stablehlo.broadcast_in_dim %arg128, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %1237 = stablehlo.broadcast_in_dim %1236, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %1238 = stablehlo.add %1235, %1237 : tensor<2x16x64xf32>
    %cst_222 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1239 = stablehlo.reduce(%1238 init: %cst_222) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1240 = stablehlo.broadcast_in_dim %1239, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_223 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %1241 = stablehlo.broadcast_in_dim %cst_223, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %1242 = stablehlo.divide %1240, %1241 : tensor<2x16x1xf32>
    %1243 = stablehlo.broadcast_in_dim %1242, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %1244 = stablehlo.subtract %1238, %1243 : tensor<2x16x64xf32>
    %1245 = stablehlo.multiply %1244, %1244 : tensor<2x16x64xf32>
    %cst_224 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1246 = stablehlo.reduce(%1245 init: %cst_224) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1247 = stablehlo.broadcast_in_dim %1246, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_225 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %1248 = stablehlo.broadcast_in_dim %cst_225, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %1249 = stablehlo.divide %1247, %1248 : tensor<2x16x1xf32>
    %1250 = stablehlo.broadcast_in_dim %1242, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %1251 = stablehlo.subtract %1238, %1250 : tensor<2x16x64xf32>
    %cst_226 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %1252 = stablehlo.broadcast_in_dim %cst_226, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %1253 = stablehlo.add %1249, %1252 : tensor<2x16x1xf32>
    %1254 = stablehlo.sqrt %1253 : tensor<2x16x1xf32>
    %1255 = stablehlo.broadcast_in_dim %1254, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %1256 = stablehlo.divide %1251, %1255 : tensor<2x16x64xf32>
    %1257 = stablehlo.broadcast_in_dim %arg137, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %1258 = stablehlo.broadcast_in_dim %1257, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %1259 = stablehlo.multiply %1256, %1258 : tensor<2x16x64xf32>
    %1260 = stablehlo.broadcast_in_dim %arg136, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %1261 = stablehlo.broadcast_in_dim %1260, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %1262 = stablehlo.add %1259, %1261 : tensor<2x16x64xf32>
    %1263 = stablehlo.dot_general %1262, %arg133, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x192xf32>) -> tensor<2x16x192xf32>
    %1264 = stablehlo.broadcast_in_dim %arg132, dims = [2] : (tensor<192xf32>) -> tensor<1x1x192xf32>
    %1265 = stablehlo.broadcast_in_dim %1264, dims = [0, 1, 2] : (tensor<1x1x192xf32>) -> tensor<2x16x192xf32>
    %1266 = stablehlo.add %1263, %1265 : tensor<2x16x192xf32>
    %1267 = stablehlo.slice %1266 [0:2, 0:16, 0:64] : (tensor<2x16x192xf32>) -> tensor<2x16x64xf32>
    %1268 = stablehlo.slice %1266 [0:2, 0:16, 64:128] : (tensor<2x16x192xf32>) -> tensor<2x16x64xf32>
    %1269 = stablehlo.slice %1266 [0:2, 0:16, 128:192] : (tensor<2x16x192xf32>) -> tensor<2x16x64xf32>
    %1270 = stablehlo.reshape %1267 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %1271 = stablehlo.transpose %1270, dims = [0, 2, 1, 3] : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %1272 = stablehlo.reshape %1268 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %1273 = stablehlo.transpose %1272, dims = [0, 2, 1, 3] : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %1274 = stablehlo.reshape %1269 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %1275 = stablehlo.transpose %1274, dims = [0, 2, 1, 3] : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %1276 = stablehlo.transpose %1273, dims = [0, 1, 3, 2] : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %1277 = stablehlo.dot_general %1271, %1276, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %cst_227 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %1278 = stablehlo.broadcast_in_dim %cst_227, dims = [] : (tensor<f32>) -> tensor<2x4x16x16xf32>
    %1279 = stablehlo.multiply %1277, %1278 : tensor<2x4x16x16xf32>
    %c_228 = stablehlo.constant dense<true> : tensor<i1>
    %1280 = stablehlo.broadcast_in_dim %c_228, dims = [] : (tensor<i1>) -> tensor<16x16xi1>
    %1281 = call @tril(%1280) : (tensor<16x16xi1>) -> tensor<16x16xi1>
    %cst_229 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %1282 = call @_where(%1281, %1279, %cst_229) : (tensor<16x16xi1>, tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16x16xf32>
    %cst_230 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1283 = stablehlo.reduce(%1282 init: %cst_230) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %cst_231 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1284 = stablehlo.broadcast_in_dim %cst_231, dims = [] : (tensor<f32>) -> tensor<2x4x16xf32>
    %1285 = stablehlo.maximum %1284, %1283 : tensor<2x4x16xf32>
    %1286 = stablehlo.broadcast_in_dim %1285, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %1287 = stablehlo.broadcast_in_dim %1286, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %1288 = stablehlo.subtract %1282, %1287 : tensor<2x4x16x16xf32>
    %1289 = stablehlo.exponential %1288 : tensor<2x4x16x16xf32>
    %cst_232 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1290 = stablehlo.reduce(%1289 init: %cst_232) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %1291 = stablehlo.broadcast_in_dim %1290, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %1292 = stablehlo.broadcast_in_dim %1291, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %1293 = stablehlo.divide %1289, %1292 : tensor<2x4x16x16xf32>
    %1294 = stablehlo.dot_general %1293, %1275, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %1295 = stablehlo.transpose %1294, dims = [0, 2, 1, 3] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %1296 = stablehlo.reshape %1295 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %1297 = stablehlo.dot_general %1296, %arg143, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %1298 = stablehlo.add %1238, %1297 : tensor<2x16x64xf32>
    %1299 = stablehlo.broadcast_in_dim %arg142, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %1300 = stablehlo.broadcast_in_dim %1299, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %1301 = stablehlo.add %1298, %1300 : tensor<2x16x64xf32>
    %cst_233 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1302 = stablehlo.reduce(%1301 init: %cst_233) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1303 = stablehlo.broadcast_in_dim %1302, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_234 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %1304 = stablehlo.broadcast_in_dim %cst_234, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %1305 = stablehlo.divide %1303, %1304 : tensor<2x16x1xf32>
    %1306 = stablehlo.broadcast_in_dim %1305, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %1307 = stablehlo.subtract %1301, %1306 : tensor<2x16x64xf32>
    %1308 = stablehlo.multiply %1307, %1307 : tensor<2x16x64xf32>
    %cst_235 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1309 = stablehlo.reduce(%1308 init: %cst_235) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1310 = stablehlo.broadcast_in_dim %1309, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_236 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %1311 = stablehlo.broadcast_in_dim %cst_236, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %1312 = stablehlo.divide %1310, %1311 : tensor<2x16x1xf32>
    %1313 = stablehlo.broadcast_in_dim %1305, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %1314 = stablehlo.subtract %1301, %1313 : tensor<2x16x64xf32>
    %cst_237 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %1315 = stablehlo.broadcast_in_dim %cst_237, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %1316 = stablehlo.add %1312, %1315 : tensor<2x16x1xf32>
    %1317 = stablehlo.sqrt %1316 : tensor<2x16x1xf32>
    %1318 = stablehlo.broadcast_in_dim %1317, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %1319 = stablehlo.divide %1314, %1318 : tensor<2x16x64xf32>
    %1320 = stablehlo.broadcast_in_dim %arg139, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %1321 = stablehlo.broadcast_in_dim %1320, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %1322 = stablehlo.multiply %1319, %1321 : tensor<2x16x64xf32>
    %1323 = stablehlo.broadcast_in_dim %arg138, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %1324 = stablehlo.broadcast_in_dim %1323, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %1325 = stablehlo.add %1322, %1324 : tensor<2x16x64xf32>
    %1326 = stablehlo.dot_general %1325, %arg135, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x256xf32>) -> tensor<2x16x256xf32>
    %1327 = stablehlo.broadcast_in_dim %arg134, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %1328 = stablehlo.broadcast_in_dim %1327, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<2x16x256xf32>
    %1329 = stablehlo.add %1326, %1328 : tensor<2x16x256xf32>
    %cst_238 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1330 = stablehlo.broadcast_in_dim %cst_238, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %1331 = stablehlo.multiply %1330, %1329 : tensor<2x16x256xf32>
    %cst_239 = stablehlo.constant dense<0.636619746> : tensor<f32>
    %1332 = stablehlo.sqrt %cst_239 : tensor<f32>
    %1333 = stablehlo.multiply %1329, %1329 : tensor<2x16x256xf32>
    %1334 = stablehlo.multiply %1333, %1329 : tensor<2x16x256xf32>
    %cst_240 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %1335 = stablehlo.broadcast_in_dim %cst_240, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %1336 = stablehlo.multiply %1335, %1334 : tensor<2x16x256xf32>
    %1337 = stablehlo.add %1329, %1336 : tensor<2x16x256xf32>
    %1338 = stablehlo.convert %1332 : tensor<f32>
    %1339 = stablehlo.broadcast_in_dim %1338, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %1340 = stablehlo.multiply %1339, %1337 : tensor<2x16x256xf32>
    %1341 = stablehlo.tanh %1340 : tensor<2x16x256xf32>
    %cst_241 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1342 = stablehlo.broadcast_in_dim %cst_241, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %1343 = stablehlo.add %1342, %1341 : tensor<2x16x256xf32>
    %1344 = stablehlo.multiply %1331, %1343 : tensor<2x16x256xf32>
    %1345 = stablehlo.dot_general %1344, %arg141, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x256xf32>, tensor<256x64xf32>) -> tensor<2x16x64xf32>
    %1346 = stablehlo.add %1301, %1345 : tensor<2x16x64xf32>
    %1347 = stablehlo.broadcast_in_dim %arg140, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %1348 = stablehlo.broadcast_in_dim %1347, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %1349 = stablehlo.add %1346, %1348 : tensor<2x16x64xf32>
    %cst_242 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1350 = stablehlo.reduce(%1349 init: %cst_242) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1351 = stablehlo.broadcast_in_dim %1350, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_243 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %1352 = stablehlo.broadcast_in_dim %cst_243, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %1353 = stablehlo.divide %1351, %1352 : tensor<2x16x1xf32>
    %1354 = stablehlo.broadcast_in_dim %1353, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %1355 = stablehlo.subtract %1349, %1354 : tensor<2x16x64xf32>
    %1356 = stablehlo.multiply %1355, %1355 : tensor<2x16x64xf32>
    %cst_244 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1357 = stablehlo.reduce(%1356 init: %cst_244) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1358 = stablehlo.broadcast_in_dim %1357, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_245 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %1359 = stablehlo.broadcast_in_dim %cst_245, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %1360 = stablehlo.divide %1358, %1359 : tensor<2x16x1xf32>
    %1361 = stablehlo.broadcast_in_dim %1353, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %1362 = stablehlo.subtract %1349, %1361 : tensor<2x16x64xf32>
    %cst_246 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %1363 = stablehlo.broadcast_in_dim %cst_246, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %1364 = stablehlo.add %1360, %1363 : tensor<2x16x1xf32>
    %1365 = stablehlo.sqrt %1364 : tensor<2x16x1xf32>
    %1366 = stablehlo.broadcast_in_dim %1365, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %1367 = stablehlo.divide %1362, %1366 : tensor<2x16x64xf32>
    %1368 = stablehlo.broadcast_in_dim %arg145, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %1369 = stablehlo.broadcast_in_dim %1368, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %1370 = stablehlo.multiply %1367, %1369 : tensor<2x16x64xf32>
    %1371 = stablehlo.broadcast_in_dim %arg144, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %1372 = stablehlo.broadcast_in_dim %1371, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %1373 = stablehlo.add %1370, %1372 : tensor<2x16x64xf32>
    %1374 = stablehlo.transpose %arg147, dims = [1, 0] : (tensor<1024x64xf32>) -> tensor<64x1024xf32>
    %1375 = stablehlo.dot_general %1373, %1374, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x1024xf32>) -> tensor<2x16x1024xf32>
    return %1375 : tensor<2x16x1024xf32>
  }
  func.func private @tril(%arg0: tensor<16x16xi1>) -> tensor<16x16xi1> {
    %0 = stablehlo.iota dim = 0 : tensor<16x16xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<16x16xi32>
    %2 = stablehlo.add %0, %1 : tensor<16x16xi32>
    %3 = stablehlo.iota dim = 1 : tensor<16x16xi32>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<16x16xi32>, tensor<16x16xi32>) -> tensor<16x16xi1>
    %c_0 = stablehlo.constant dense<false> : tensor<i1>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i1>) -> tensor<16x16xi1>
    %6 = stablehlo.select %4, %arg0, %5 : tensor<16x16xi1>, tensor<16x16xi1>
    return %6 : tensor<16x16xi1>
  }
  func.func private @_where(%arg0: tensor<16x16xi1>, %arg1: tensor<2x4x16x16xf32>, %arg2: tensor<f32>) -> tensor<2x4x16x16xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [2, 3] : (tensor<16x16xi1>) -> tensor<2x4x16x16xi1>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<2x4x16x16xf32>
    %2 = stablehlo.select %0, %arg1, %1 : tensor<2x4x16x16xi1>, tensor<2x4x16x16xf32>
    return %2 : tensor<2x4x16x16xf32>
  }
}
