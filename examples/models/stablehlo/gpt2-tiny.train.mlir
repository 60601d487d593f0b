module @jit_train_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<192xf32>, %arg1: tensor<64x192xf32>, %arg2: tensor<256xf32>, %arg3: tensor<64x256xf32>, %arg4: tensor<64xf32>, %arg5: tensor<64xf32>, %arg6: tensor<64xf32>, %arg7: tensor<64xf32>, %arg8: tensor<64xf32>, %arg9: tensor<256x64xf32>, %arg10: tensor<64xf32>, %arg11: tensor<64x64xf32>, %arg12: tensor<192xf32>, %arg13: tensor<64x192xf32>, %arg14: tensor<256xf32>, %arg15: tensor<64x256xf32>, %arg16: tensor<64xf32>, %arg17: tensor<64xf32>, %arg18: tensor<64xf32>, %arg19: tensor<64xf32>, %arg20: tensor<64xf32>, %arg21: tensor<256x64xf32>, %arg22: tensor<64xf32>, %arg23: tensor<64x64xf32>, %arg24: tensor<192xf32>, %arg25: tensor<64x192xf32>, %arg26: tensor<256xf32>, %arg27: tensor<64x256xf32>, %arg28: tensor<64xf32>, %arg29: tensor<64xf32>, %arg30: tensor<64xf32>, %arg31: tensor<64xf32>, %arg32: tensor<64xf32>, %arg33: tensor<256x64xf32>, %arg34: tensor<64xf32>, %arg35: tensor<64x64xf32>, %arg36: tensor<192xf32>, %arg37: tensor<64x192xf32>, %arg38: tensor<256xf32>, %arg39: tensor<64x256xf32>, %arg40: tensor<64xf32>, %arg41: tensor<64xf32>, %arg42: tensor<64xf32>, %arg43: tensor<64xf32>, %arg44: tensor<64xf32>, %arg45: tensor<256x64xf32>, %arg46: tensor<64xf32>, %arg47: tensor<64x64xf32>, %arg48: tensor<192xf32>, %arg49: tensor<64x192xf32>, %arg50: tensor<256xf32>, %arg51: tensor<64x256xf32>, %arg52: tensor<64xf32>, %arg53: tensor<64xf32>, %arg54: tensor<64xf32>, %arg55: tensor<64xf32>, %arg56: tensor<64xf32>, %arg57: tensor<256x64xf32>, %arg58: tensor<64xf32>, %arg59: tensor<64x64xf32>, %arg60: tensor<192xf32>, %arg61: tensor<64x192xf32>, %arg62: tensor<256xf32>, %arg63: tensor<64x256xf32>, %arg64: tensor<64xf32>, %arg65: tensor<64xf32>, %arg66: tensor<64xf32>, %arg67: tensor<64xf32>, %arg68: tensor<64xf32>, %arg69: tensor<256x64xf32>, %arg70: tensor<64xf32>, %arg71: tensor<64x64xf32>, %arg72: tensor<192xf32>, %arg73: tensor<64x192xf32>, %arg74: tensor<256xf32>, %arg75: tensor<64x256xf32>, %arg76: tensor<64xf32>, %arg77: tensor<64xf32>, %arg78: tensor<64xf32>, %arg79: tensor<64xf32>, %arg80: tensor<64xf32>, %arg81: tensor<256x64xf32>, %arg82: tensor<64xf32>, %arg83: tensor<64x64xf32>, %arg84: tensor<192xf32>, %arg85: tensor<64x192xf32>, %arg86: tensor<256xf32>, %arg87: tensor<64x256xf32>, %arg88: tensor<64xf32>, %arg89: tensor<64xf32>, %arg90: tensor<64xf32>, %arg91: tensor<64xf32>, %arg92: tensor<64xf32>, %arg93: tensor<256x64xf32>, %arg94: tensor<64xf32>, %arg95: tensor<64x64xf32>, %arg96: tensor<192xf32>, %arg97: tensor<64x192xf32>, %arg98: tensor<256xf32>, %arg99: tensor<64x256xf32>, %arg100: tensor<64xf32>, %arg101: tensor<64xf32>, %arg102: tensor<64xf32>, %arg103: tensor<64xf32>, %arg104: tensor<64xf32>, %arg105: tensor<256x64xf32>, %arg106: tensor<64xf32>, %arg107: tensor<64x64xf32>, %arg108: tensor<192xf32>, %arg109: tensor<64x192xf32>, %arg110: tensor<256xf32>, %arg111: tensor<64x256xf32>, %arg112: tensor<64xf32>, %arg113: tensor<64xf32>, %arg114: tensor<64xf32>, %arg115: tensor<64xf32>, %arg116: tensor<64xf32>, %arg117: tensor<256x64xf32>, %arg118: tensor<64xf32>, %arg119: tensor<64x64xf32>, %arg120: tensor<192xf32>, %arg121: tensor<64x192xf32>, %arg122: tensor<256xf32>, %arg123: tensor<64x256xf32>, %arg124: tensor<64xf32>, %arg125: tensor<64xf32>, %arg126: tensor<64xf32>, %arg127: tensor<64xf32>, %arg128: tensor<64xf32>, %arg129: tensor<256x64xf32>, %arg130: tensor<64xf32>, %arg131: tensor<64x64xf32>, %arg132: tensor<192xf32>, %arg133: tensor<64x192xf32>, %arg134: tensor<256xf32>, %arg135: tensor<64x256xf32>, %arg136: tensor<64xf32>, %arg137: tensor<64xf32>, %arg138: tensor<64xf32>, %arg139: tensor<64xf32>, %arg140: tensor<64xf32>, %arg141: tensor<256x64xf32>, %arg142: tensor<64xf32>, %arg143: tensor<64x64xf32>, %arg144: tensor<64xf32>, %arg145: tensor<64xf32>, %arg146: tensor<128x64xf32>, %arg147: tensor<1024x64xf32>, %arg148: tensor<2x16xi32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<192xf32> {jax.result_info = "result[1]['h00']['attn_b']"}, tensor<64x192xf32> {jax.result_info = "result[1]['h00']['attn_w']"}, tensor<256xf32> {jax.result_info = "result[1]['h00']['fc_b']"}, tensor<64x256xf32> {jax.result_info = "result[1]['h00']['fc_w']"}, tensor<64xf32> {jax.result_info = "result[1]['h00']['ln1_b']"}, tensor<64xf32> {jax.result_info = "result[1]['h00']['ln1_g']"}, tensor<64xf32> {jax.result_info = "result[1]['h00']['ln2_b']"}, tensor<64xf32> {jax.result_info = "result[1]['h00']['ln2_g']"}, tensor<64xf32> {jax.result_info = "result[1]['h00']['out_b']"}, tensor<256x64xf32> {jax.result_info = "result[1]['h00']['out_w']"}, tensor<64xf32> {jax.result_info = "result[1]['h00']['proj_b']"}, tensor<64x64xf32> {jax.result_info = "result[1]['h00']['proj_w']"}, tensor<192xf32> {jax.result_info = "result[1]['h01']['attn_b']"}, tensor<64x192xf32> {jax.result_info = "result[1]['h01']['attn_w']"}, tensor<256xf32> {jax.result_info = "result[1]['h01']['fc_b']"}, tensor<64x256xf32> {jax.result_info = "result[1]['h01']['fc_w']"}, tensor<64xf32> {jax.result_info = "result[1]['h01']['ln1_b']"}, tensor<64xf32> {jax.result_info = "result[1]['h01']['ln1_g']"}, tensor<64xf32> {jax.result_info = "result[1]['h01']['ln2_b']"}, tensor<64xf32> {jax.result_info = "result[1]['h01']['ln2_g']"}, tensor<64xf32> {jax.result_info = "result[1]['h01']['out_b']"}, tensor<256x64xf32> {jax.result_info = "result[1]['h01']['out_w']"}, tensor<64xf32> {jax.result_info = "result[1]['h01']['proj_b']"}, tensor<64x64xf32> {jax.result_info = "result[1]['h01']['proj_w']"}, tensor<192xf32> {jax.result_info = "result[1]['h02']['attn_b']"}, tensor<64x192xf32> {jax.result_info = "result[1]['h02']['attn_w']"}, tensor<256xf32> {jax.result_info = "result[1]['h02']['fc_b']"}, tensor<64x256xf32> {jax.result_info = "result[1]['h02']['fc_w']"}, tensor<64xf32> {jax.result_info = "result[1]['h02']['ln1_b']"}, tensor<64xf32> {jax.result_info = "result[1]['h02']['ln1_g']"}, tensor<64xf32> {jax.result_info = "result[1]['h02']['ln2_b']"}, tensor<64xf32> {jax.result_info = "result[1]['h02']['ln2_g']"}, tensor<64xf32> {jax.result_info = "result[1]['h02']['out_b']"}, tensor<256x64xf32> {jax.result_info = "result[1]['h02']['out_w']"}, tensor<64xf32> {jax.result_info = "result[1]['h02']['proj_b']"}, tensor<64x64xf32> {jax.result_info = "result[1]['h02']['proj_w']"}, tensor<192xf32> {jax.result_info = "result[1]['h03']['attn_b']"}, tensor<64x192xf32> {jax.result_info = "result[1]['h03']['attn_w']"}, tensor<256xf32> {jax.result_info = "result[1]['h03']['fc_b']"}, tensor<64x256xf32> {jax.result_info = "result[1]['h03']['fc_w']"}, tensor<64xf32> {jax.result_info = "result[1]['h03']['ln1_b']"}, tensor<64xf32> {jax.result_info = "result[1]['h03']['ln1_g']"}, tensor<64xf32> {jax.result_info = "result[1]['h03']['ln2_b']"}, tensor<64xf32> {jax.result_info = "result[1]['h03']['ln2_g']"}, tensor<64xf32> {jax.result_info = "result[1]['h03']['out_b']"}, tensor<256x64xf32> {jax.result_info = "result[1]['h03']['out_w']"}, tensor<64xf32> {jax.result_info = "result[1]['h03']['proj_b']"}, tensor<64x64xf32> {jax.result_info = "result[1]['h03']['proj_w']"}, tensor<192xf32> {jax.result_info = "result[1]['h04']['attn_b']"}, tensor<64x192xf32> {jax.result_info = "result[1]['h04']['attn_w']"}, tensor<256xf32> {jax.result_info = "result[1]['h04']['fc_b']"}, tensor<64x256xf32> {jax.result_info = "result[1]['h04']['fc_w']"}, tensor<64xf32> {jax.result_info = "result[1]['h04']['ln1_b']"}, tensor<64xf32> {jax.result_info = "result[1]['h04']['ln1_g']"}, tensor<64xf32> {jax.result_info = "result[1]['h04']['ln2_b']"}, tensor<64xf32> {jax.result_info = "result[1]['h04']['ln2_g']"}, tensor<64xf32> {jax.result_info = "result[1]['h04']['out_b']"}, tensor<256x64xf32> {jax.result_info = "result[1]['h04']['out_w']"}, tensor<64xf32> {jax.result_info = "result[1]['h04']['proj_b']"}, tensor<64x64xf32> {jax.result_info = "result[1]['h04']['proj_w']"}, tensor<192xf32> {jax.result_info = "result[1]['h05']['attn_b']"}, tensor<64x192xf32> {jax.result_info = "result[1]['h05']['attn_w']"}, tensor<256xf32> {jax.result_info = "result[1]['h05']['fc_b']"}, tensor<64x256xf32> {jax.result_info = "result[1]['h05']['fc_w']"}, tensor<64xf32> {jax.result_info = "result[1]['h05']['ln1_b']"}, tensor<64xf32> {jax.result_info = "result[1]['h05']['ln1_g']"}, tensor<64xf32> {jax.result_info = "result[1]['h05']['ln2_b']"}, tensor<64xf32> {jax.result_info = "result[1]['h05']['ln2_g']"}, tensor<64xf32> {jax.result_info = "result[1]['h05']['out_b']"}, tensor<256x64xf32> {jax.result_info = "result[1]['h05']['out_w']"}, tensor<64xf32> {jax.result_info = "result[1]['h05']['proj_b']"}, tensor<64x64xf32> {jax.result_info = "result[1]['h05']['proj_w']"}, tensor<192xf32> {jax.result_info = "result[1]['h06']['attn_b']"}, tensor<64x192xf32> {jax.result_info = "result[1]['h06']['attn_w']"}, tensor<256xf32> {jax.result_info = "result[1]['h06']['fc_b']"}, tensor<64x256xf32> {jax.result_info = "result[1]['h06']['fc_w']"}, tensor<64xf32> {jax.result_info = "result[1]['h06']['ln1_b']"}, tensor<64xf32> {jax.result_info = "result[1]['h06']['ln1_g']"}, tensor<64xf32> {jax.result_info = "result[1]['h06']['ln2_b']"}, tensor<64xf32> {jax.result_info = "result[1]['h06']['ln2_g']"}, tensor<64xf32> {jax.result_info = "result[1]['h06']['out_b']"}, tensor<256x64xf32> {jax.result_info = "result[1]['h06']['out_w']"}, tensor<64xf32> {jax.result_info = "result[1]['h06']['proj_b']"}, tensor<64x64xf32> {jax.result_info = "result[1]['h06']['proj_w']"}, tensor<192xf32> {jax.result_info = "result[1]['h07']['attn_b']"}, tensor<64x192xf32> {jax.result_info = "result[1]['h07']['attn_w']"}, tensor<256xf32> {jax.result_info = "result[1]['h07']['fc_b']"}, tensor<64x256xf32> {jax.result_info = "result[1]['h07']['fc_w']"}, tensor<64xf32> {jax.result_info = "result[1]['h07']['ln1_b']"}, tensor<64xf32> {jax.result_info = "result[1]['h07']['ln1_g']"}, tensor<64xf32> {jax.result_info = "result[1]['h07']['ln2_b']"}, tensor<64xf32> {jax.result_info = "result[1]['h07']['ln2_g']"}, tensor<64xf32> {jax.result_info = "result[1]['h07']['out_b']"}, tensor<256x64xf32> {jax.result_info = "result[1]['h07']['out_w']"}, tensor<64xf32> {jax.result_info = "result[1]['h07']['proj_b']"}, tensor<64x64xf32> {jax.result_info = "result[1]['h07']['proj_w']"}, tensor<192xf32> {jax.result_info = "result[1]['h08']['attn_b']"}, tensor<64x192xf32> {jax.result_info = "result[1]['h08']['attn_w']"}, tensor<256xf32> {jax.result_info = "result[1]['h08']['fc_b']"}, tensor<64x256xf32> {jax.result_info = "result[1]['h08']['fc_w']"}, tensor<64xf32> {jax.result_info = "result[1]['h08']['ln1_b']"}, tensor<64xf32> {jax.result_info = "result[1]['h08']['ln1_g']"}, tensor<64xf32> {jax.result_info = "result[1]['h08']['ln2_b']"}, tensor<64xf32> {jax.result_info = "result[1]['h08']['ln2_g']"}, tensor<64xf32> {jax.result_info = "result[1]['h08']['out_b']"}, tensor<256x64xf32> {jax.result_info = "result[1]['h08']['out_w']"}, tensor<64xf32> {jax.result_info = "result[1]['h08']['proj_b']"}, tensor<64x64xf32> {jax.result_info = "result[1]['h08']['proj_w']"}, tensor<192xf32> {jax.result_info = "result[1]['h09']['attn_b']"}, tensor<64x192xf32> {jax.result_info = "result[1]['h09']['attn_w']"}, tensor<256xf32> {jax.result_info = "result[1]['h09']['fc_b']"}, tensor<64x256xf32> {jax.result_info = "result[1]['h09']['fc_w']"}, tensor<64xf32> {jax.result_info = "result[1]['h09']['ln1_b']"}, tensor<64xf32> {jax.result_info = "result[1]['h09']['ln1_g']"}, tensor<64xf32> {jax.result_info = "result[1]['h09']['ln2_b']"}, tensor<64xf32> {jax.result_info = "result[1]['h09']['ln2_g']"}, tensor<64xf32> {jax.result_info = "result[1]['h09']['out_b']"}, tensor<256x64xf32> {jax.result_info = "result[1]['h09']['out_w']"}, tensor<64xf32> {jax.result_info = "result[1]['h09']['proj_b']"}, tensor<64x64xf32> {jax.result_info = "result[1]['h09']['proj_w']"}, tensor<192xf32> {jax.result_info = "result[1]['h10']['attn_b']"}, tensor<64x192xf32> {jax.result_info = "result[1]['h10']['attn_w']"}, tensor<256xf32> {jax.result_info = "result[1]['h10']['fc_b']"}, tensor<64x256xf32> {jax.result_info = "result[1]['h10']['fc_w']"}, tensor<64xf32> {jax.result_info = "result[1]['h10']['ln1_b']"}, tensor<64xf32> {jax.result_info = "result[1]['h10']['ln1_g']"}, tensor<64xf32> {jax.result_info = "result[1]['h10']['ln2_b']"}, tensor<64xf32> {jax.result_info = "result[1]['h10']['ln2_g']"}, tensor<64xf32> {jax.result_info = "result[1]['h10']['out_b']"}, tensor<256x64xf32> {jax.result_info = "result[1]['h10']['out_w']"}, tensor<64xf32> {jax.result_info = "result[1]['h10']['proj_b']"}, tensor<64x64xf32> {jax.result_info = "result[1]['h10']['proj_w']"}, tensor<192xf32> {jax.result_info = "result[1]['h11']['attn_b']"}, tensor<64x192xf32> {jax.result_info = "result[1]['h11']['attn_w']"}, tensor<256xf32> {jax.result_info = "result[1]['h11']['fc_b']"}, tensor<64x256xf32> {jax.result_info = "result[1]['h11']['fc_w']"}, tensor<64xf32> {jax.result_info = "result[1]['h11']['ln1_b']"}, tensor<64xf32> {jax.result_info = "result[1]['h11']['ln1_g']"}, tensor<64xf32> {jax.result_info = "result[1]['h11']['ln2_b']"}, tensor<64xf32> {jax.result_info = "result[1]['h11']['ln2_g']"}, tensor<64xf32> {jax.result_info = "result[1]['h11']['out_b']"}, tensor<256x64xf32> {jax.result_info = "result[1]['h11']['out_w']"}, tensor<64xf32> {jax.result_info = "result[1]['h11']['proj_b']"}, tensor<64x64xf32> {jax.result_info = "result[1]['h11']['proj_w']"}, tensor<64xf32> {jax.result_info = "result[1]['ln_f_b']"}, tensor<64xf32> {jax.result_info = "result[1]['ln_f_g']"}, tensor<128x64xf32> {jax.result_info = "result[1]['wpe']"}, tensor<1024x64xf32> {jax.result_info = "result[1]['wte']"}) {
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
    %cst_4 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x16x64xf32>
    %26 = stablehlo.multiply %25, %23 : tensor<2x16x64xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %27 = stablehlo.reduce(%24 init: %cst_5) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_6 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %30 = stablehlo.divide %28, %29 : tensor<2x16x1xf32>
    %31 = stablehlo.broadcast_in_dim %21, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %32 = stablehlo.subtract %17, %31 : tensor<2x16x64xf32>
    %cst_7 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %34 = stablehlo.add %30, %33 : tensor<2x16x1xf32>
    %35 = stablehlo.sqrt %34 : tensor<2x16x1xf32>
    %cst_8 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %37 = stablehlo.divide %36, %35 : tensor<2x16x1xf32>
    %38 = stablehlo.broadcast_in_dim %35, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %39 = stablehlo.divide %32, %38 : tensor<2x16x64xf32>
    %40 = stablehlo.multiply %35, %35 : tensor<2x16x1xf32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %42 = stablehlo.divide %41, %40 : tensor<2x16x1xf32>
    %43 = stablehlo.broadcast_in_dim %arg5, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %44 = stablehlo.broadcast_in_dim %43, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %45 = stablehlo.multiply %39, %44 : tensor<2x16x64xf32>
    %46 = stablehlo.broadcast_in_dim %arg4, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %48 = stablehlo.add %45, %47 : tensor<2x16x64xf32>
    %49 = stablehlo.dot_general %48, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x192xf32>) -> tensor<2x16x192xf32>
    %50 = stablehlo.broadcast_in_dim %arg0, dims = [2] : (tensor<192xf32>) -> tensor<1x1x192xf32>
    %51 = stablehlo.broadcast_in_dim %50, dims = [0, 1, 2] : (tensor<1x1x192xf32>) -> tensor<2x16x192xf32>
    %52 = stablehlo.add %49, %51 : tensor<2x16x192xf32>
    %53 = stablehlo.slice %52 [0:2, 0:16, 0:64] : (tensor<2x16x192xf32>) -> tensor<2x16x64xf32>
    %54 = stablehlo.slice %52 [0:2, 0:16, 64:128] : (tensor<2x16x192xf32>) -> tensor<2x16x64xf32>
    %55 = stablehlo.slice %52 [0:2, 0:16, 128:192] : (tensor<2x16x192xf32>) -> tensor<2x16x64xf32>
    %56 = stablehlo.reshape %53 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %57 = stablehlo.transpose %56, dims = [0, 2, 1, 3] : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %58 = stablehlo.reshape %54 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %59 = stablehlo.transpose %58, dims = [0, 2, 1, 3] : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %60 = stablehlo.reshape %55 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %61 = stablehlo.transpose %60, dims = [0, 2, 1, 3] : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %62 = stablehlo.transpose %59, dims = [0, 1, 3, 2] : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %63 = stablehlo.dot_general %57, %62, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %cst_10 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %64 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<2x4x16x16xf32>
    %65 = stablehlo.multiply %63, %64 : tensor<2x4x16x16xf32>
    %c_11 = stablehlo.constant dense<true> : tensor<i1>
    %66 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i1>) -> tensor<16x16xi1>
    %67 = call @tril(%66) : (tensor<16x16xi1>) -> tensor<16x16xi1>
    %cst_12 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %68:2 = call @_where(%67, %65, %cst_12) : (tensor<16x16xi1>, tensor<2x4x16x16xf32>, tensor<f32>) -> (tensor<2x4x16x16xf32>, tensor<2x4x16x16xi1>)
    %cst_13 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %69 = stablehlo.reduce(%68#0 init: %cst_13) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %cst_14 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %70 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<2x4x16xf32>
    %71 = stablehlo.maximum %70, %69 : tensor<2x4x16xf32>
    %72 = stablehlo.broadcast_in_dim %71, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %73 = stablehlo.broadcast_in_dim %72, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %74 = stablehlo.subtract %68#0, %73 : tensor<2x4x16x16xf32>
    %75 = stablehlo.exponential %74 : tensor<2x4x16x16xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %76 = stablehlo.reduce(%75 init: %cst_15) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %77 = stablehlo.broadcast_in_dim %76, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %78 = stablehlo.broadcast_in_dim %77, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %79 = stablehlo.divide %75, %78 : tensor<2x4x16x16xf32>
    %80 = stablehlo.multiply %77, %77 : tensor<2x4x16x1xf32>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %81 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<2x4x16x1xf32>
    %82 = stablehlo.divide %81, %80 : tensor<2x4x16x1xf32>
    %83 = stablehlo.dot_general %79, %61, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %84 = stablehlo.transpose %83, dims = [0, 2, 1, 3] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %85 = stablehlo.reshape %84 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %86 = stablehlo.dot_general %85, %arg11, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %87 = stablehlo.add %17, %86 : tensor<2x16x64xf32>
    %88 = stablehlo.broadcast_in_dim %arg10, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %89 = stablehlo.broadcast_in_dim %88, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %90 = stablehlo.add %87, %89 : tensor<2x16x64xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %91 = stablehlo.reduce(%90 init: %cst_17) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %92 = stablehlo.broadcast_in_dim %91, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_18 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %93 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %94 = stablehlo.divide %92, %93 : tensor<2x16x1xf32>
    %95 = stablehlo.broadcast_in_dim %94, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %96 = stablehlo.subtract %90, %95 : tensor<2x16x64xf32>
    %97 = stablehlo.multiply %96, %96 : tensor<2x16x64xf32>
    %cst_19 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %98 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<2x16x64xf32>
    %99 = stablehlo.multiply %98, %96 : tensor<2x16x64xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %100 = stablehlo.reduce(%97 init: %cst_20) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %101 = stablehlo.broadcast_in_dim %100, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_21 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %102 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %103 = stablehlo.divide %101, %102 : tensor<2x16x1xf32>
    %104 = stablehlo.broadcast_in_dim %94, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %105 = stablehlo.subtract %90, %104 : tensor<2x16x64xf32>
    %cst_22 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %106 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %107 = stablehlo.add %103, %106 : tensor<2x16x1xf32>
    %108 = stablehlo.sqrt %107 : tensor<2x16x1xf32>
    %cst_23 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %109 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %110 = stablehlo.divide %109, %108 : tensor<2x16x1xf32>
    %111 = stablehlo.broadcast_in_dim %108, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %112 = stablehlo.divide %105, %111 : tensor<2x16x64xf32>
    %113 = stablehlo.multiply %108, %108 : tensor<2x16x1xf32>
    %cst_24 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %114 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %115 = stablehlo.divide %114, %113 : tensor<2x16x1xf32>
    %116 = stablehlo.broadcast_in_dim %arg7, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %117 = stablehlo.broadcast_in_dim %116, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %118 = stablehlo.multiply %112, %117 : tensor<2x16x64xf32>
    %119 = stablehlo.broadcast_in_dim %arg6, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %120 = stablehlo.broadcast_in_dim %119, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %121 = stablehlo.add %118, %120 : tensor<2x16x64xf32>
    %122 = stablehlo.dot_general %121, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x256xf32>) -> tensor<2x16x256xf32>
    %123 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %124 = stablehlo.broadcast_in_dim %123, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<2x16x256xf32>
    %125 = stablehlo.add %122, %124 : tensor<2x16x256xf32>
    %cst_25 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %126 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %127 = stablehlo.multiply %126, %125 : tensor<2x16x256xf32>
    %cst_26 = stablehlo.constant dense<0.636619746> : tensor<f32>
    %128 = stablehlo.sqrt %cst_26 : tensor<f32>
    %129 = stablehlo.multiply %125, %125 : tensor<2x16x256xf32>
    %130 = stablehlo.multiply %129, %125 : tensor<2x16x256xf32>
    %131 = stablehlo.multiply %125, %125 : tensor<2x16x256xf32>
    %cst_27 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %132 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %133 = stablehlo.multiply %132, %131 : tensor<2x16x256xf32>
    %cst_28 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %134 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %135 = stablehlo.multiply %134, %130 : tensor<2x16x256xf32>
    %136 = stablehlo.add %125, %135 : tensor<2x16x256xf32>
    %137 = stablehlo.convert %128 : tensor<f32>
    %138 = stablehlo.broadcast_in_dim %137, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %139 = stablehlo.multiply %138, %136 : tensor<2x16x256xf32>
    %140 = stablehlo.tanh %139 : tensor<2x16x256xf32>
    %cst_29 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %141 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %142 = stablehlo.subtract %141, %140 : tensor<2x16x256xf32>
    %cst_30 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %143 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %144 = stablehlo.add %143, %140 : tensor<2x16x256xf32>
    %145 = stablehlo.multiply %127, %144 : tensor<2x16x256xf32>
    %146 = stablehlo.dot_general %145, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x256xf32>, tensor<256x64xf32>) -> tensor<2x16x64xf32>
    %147 = stablehlo.add %90, %146 : tensor<2x16x64xf32>
    %148 = stablehlo.broadcast_in_dim %arg8, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %149 = stablehlo.broadcast_in_dim %148, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %150 = stablehlo.add %147, %149 : tensor<2x16x64xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %151 = stablehlo.reduce(%150 init: %cst_31) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %152 = stablehlo.broadcast_in_dim %151, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_32 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %153 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %154 = stablehlo.divide %152, %153 : tensor<2x16x1xf32>
    %155 = stablehlo.broadcast_in_dim %154, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %156 = stablehlo.subtract %150, %155 : tensor<2x16x64xf32>
    %157 = stablehlo.multiply %156, %156 : tensor<2x16x64xf32>
    %cst_33 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %158 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<2x16x64xf32>
    %159 = stablehlo.multiply %158, %156 : tensor<2x16x64xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %160 = stablehlo.reduce(%157 init: %cst_34) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %161 = stablehlo.broadcast_in_dim %160, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_35 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %162 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %163 = stablehlo.divide %161, %162 : tensor<2x16x1xf32>
    %164 = stablehlo.broadcast_in_dim %154, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %165 = stablehlo.subtract %150, %164 : tensor<2x16x64xf32>
    %cst_36 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %166 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %167 = stablehlo.add %163, %166 : tensor<2x16x1xf32>
    %168 = stablehlo.sqrt %167 : tensor<2x16x1xf32>
    %cst_37 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %169 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %170 = stablehlo.divide %169, %168 : tensor<2x16x1xf32>
    %171 = stablehlo.broadcast_in_dim %168, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %172 = stablehlo.divide %165, %171 : tensor<2x16x64xf32>
    %173 = stablehlo.multiply %168, %168 : tensor<2x16x1xf32>
    %cst_38 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %174 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %175 = stablehlo.divide %174, %173 : tensor<2x16x1xf32>
    %176 = stablehlo.broadcast_in_dim %arg17, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %177 = stablehlo.broadcast_in_dim %176, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %178 = stablehlo.multiply %172, %177 : tensor<2x16x64xf32>
    %179 = stablehlo.broadcast_in_dim %arg16, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %180 = stablehlo.broadcast_in_dim %179, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %181 = stablehlo.add %178, %180 : tensor<2x16x64xf32>
    %182 = stablehlo.dot_general %181, %arg13, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x192xf32>) -> tensor<2x16x192xf32>
    %183 = stablehlo.broadcast_in_dim %arg12, dims = [2] : (tensor<192xf32>) -> tensor<1x1x192xf32>
    %184 = stablehlo.broadcast_in_dim %183, dims = [0, 1, 2] : (tensor<1x1x192xf32>) -> tensor<2x16x192xf32>
    %185 = stablehlo.add %182, %184 : tensor<2x16x192xf32>
    %186 = stablehlo.slice %185 [0:2, 0:16, 0:64] : (tensor<2x16x192xf32>) -> tensor<2x16x64xf32>
    %187 = stablehlo.slice %185 [0:2, 0:16, 64:128] : (tensor<2x16x192xf32>) -> tensor<2x16x64xf32>
    %188 = stablehlo.slice %185 [0:2, 0:16, 128:192] : (tensor<2x16x192xf32>) -> tensor<2x16x64xf32>
    %189 = stablehlo.reshape %186 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %190 = stablehlo.transpose %189, dims = [0, 2, 1, 3] : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %191 = stablehlo.reshape %187 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %192 = stablehlo.transpose %191, dims = [0, 2, 1, 3] : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %193 = stablehlo.reshape %188 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %194 = stablehlo.transpose %193, dims = [0, 2, 1, 3] : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %195 = stablehlo.transpose %192, dims = [0, 1, 3, 2] : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %196 = stablehlo.dot_general %190, %195, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %cst_39 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %197 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<2x4x16x16xf32>
    %198 = stablehlo.multiply %196, %197 : tensor<2x4x16x16xf32>
    %c_40 = stablehlo.constant dense<true> : tensor<i1>
    %199 = stablehlo.broadcast_in_dim %c_40, dims = [] : (tensor<i1>) -> tensor<16x16xi1>
    %200 = call @tril(%199) : (tensor<16x16xi1>) -> tensor<16x16xi1>
    %cst_41 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %201:2 = call @_where(%200, %198, %cst_41) : (tensor<16x16xi1>, tensor<2x4x16x16xf32>, tensor<f32>) -> (tensor<2x4x16x16xf32>, tensor<2x4x16x16xi1>)
    %cst_42 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %202 = stablehlo.reduce(%201#0 init: %cst_42) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %cst_43 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %203 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<2x4x16xf32>
    %204 = stablehlo.maximum %203, %202 : tensor<2x4x16xf32>
    %205 = stablehlo.broadcast_in_dim %204, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %206 = stablehlo.broadcast_in_dim %205, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %207 = stablehlo.subtract %201#0, %206 : tensor<2x4x16x16xf32>
    %208 = stablehlo.exponential %207 : tensor<2x4x16x16xf32>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %209 = stablehlo.reduce(%208 init: %cst_44) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %210 = stablehlo.broadcast_in_dim %209, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %211 = stablehlo.broadcast_in_dim %210, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %212 = stablehlo.divide %208, %211 : tensor<2x4x16x16xf32>
    %213 = stablehlo.multiply %210, %210 : tensor<2x4x16x1xf32>
    %cst_45 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %214 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<2x4x16x1xf32>
    %215 = stablehlo.divide %214, %213 : tensor<2x4x16x1xf32>
    %216 = stablehlo.dot_general %212, %194, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %217 = stablehlo.transpose %216, dims = [0, 2, 1, 3] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %218 = stablehlo.reshape %217 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %219 = stablehlo.dot_general %218, %arg23, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %220 = stablehlo.add %150, %219 : tensor<2x16x64xf32>
    %221 = stablehlo.broadcast_in_dim %arg22, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %222 = stablehlo.broadcast_in_dim %221, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %223 = stablehlo.add %220, %222 : tensor<2x16x64xf32>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %224 = stablehlo.reduce(%223 init: %cst_46) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %225 = stablehlo.broadcast_in_dim %224, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_47 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %226 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %227 = stablehlo.divide %225, %226 : tensor<2x16x1xf32>
    %228 = stablehlo.broadcast_in_dim %227, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %229 = stablehlo.subtract %223, %228 : tensor<2x16x64xf32>
    %230 = stablehlo.multiply %229, %229 : tensor<2x16x64xf32>
    %cst_48 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %231 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<2x16x64xf32>
    %232 = stablehlo.multiply %231, %229 : tensor<2x16x64xf32>
    %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %233 = stablehlo.reduce(%230 init: %cst_49) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %234 = stablehlo.broadcast_in_dim %233, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_50 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %235 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %236 = stablehlo.divide %234, %235 : tensor<2x16x1xf32>
    %237 = stablehlo.broadcast_in_dim %227, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %238 = stablehlo.subtract %223, %237 : tensor<2x16x64xf32>
    %cst_51 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %239 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %240 = stablehlo.add %236, %239 : tensor<2x16x1xf32>
    %241 = stablehlo.sqrt %240 : tensor<2x16x1xf32>
    %cst_52 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %242 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %243 = stablehlo.divide %242, %241 : tensor<2x16x1xf32>
    %244 = stablehlo.broadcast_in_dim %241, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %245 = stablehlo.divide %238, %244 : tensor<2x16x64xf32>
    %246 = stablehlo.multiply %241, %241 : tensor<2x16x1xf32>
    %cst_53 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %247 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %248 = stablehlo.divide %247, %246 : tensor<2x16x1xf32>
    %249 = stablehlo.broadcast_in_dim %arg19, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %250 = stablehlo.broadcast_in_dim %249, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %251 = stablehlo.multiply %245, %250 : tensor<2x16x64xf32>
    %252 = stablehlo.broadcast_in_dim %arg18, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %253 = stablehlo.broadcast_in_dim %252, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %254 = stablehlo.add %251, %253 : tensor<2x16x64xf32>
    %255 = stablehlo.dot_general %254, %arg15, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x256xf32>) -> tensor<2x16x256xf32>
    %256 = stablehlo.broadcast_in_dim %arg14, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %257 = stablehlo.broadcast_in_dim %256, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<2x16x256xf32>
    %258 = stablehlo.add %255, %257 : tensor<2x16x256xf32>
    %cst_54 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %259 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %260 = stablehlo.multiply %259, %258 : tensor<2x16x256xf32>
    %cst_55 = stablehlo.constant dense<0.636619746> : tensor<f32>
    %261 = stablehlo.sqrt %cst_55 : tensor<f32>
    %262 = stablehlo.multiply %258, %258 : tensor<2x16x256xf32>
    %263 = stablehlo.multiply %262, %258 : tensor<2x16x256xf32>
    %264 = stablehlo.multiply %258, %258 : tensor<2x16x256xf32>
    %cst_56 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %265 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %266 = stablehlo.multiply %265, %264 : tensor<2x16x256xf32>
    %cst_57 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %267 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %268 = stablehlo.multiply %267, %263 : tensor<2x16x256xf32>
    %269 = stablehlo.add %258, %268 : tensor<2x16x256xf32>
    %270 = stablehlo.convert %261 : tensor<f32>
    %271 = stablehlo.broadcast_in_dim %270, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %272 = stablehlo.multiply %271, %269 : tensor<2x16x256xf32>
    %273 = stablehlo.tanh %272 : tensor<2x16x256xf32>
    %cst_58 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %274 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %275 = stablehlo.subtract %274, %273 : tensor<2x16x256xf32>
    %cst_59 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %276 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %277 = stablehlo.add %276, %273 : tensor<2x16x256xf32>
    %278 = stablehlo.multiply %260, %277 : tensor<2x16x256xf32>
    %279 = stablehlo.dot_general %278, %arg21, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x256xf32>, tensor<256x64xf32>) -> tensor<2x16x64xf32>
    %280 = stablehlo.add %223, %279 : tensor<2x16x64xf32>
    %281 = stablehlo.broadcast_in_dim %arg20, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %282 = stablehlo.broadcast_in_dim %281, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %283 = stablehlo.add %280, %282 : tensor<2x16x64xf32>
    %cst_60 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %284 = stablehlo.reduce(%283 init: %cst_60) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %285 = stablehlo.broadcast_in_dim %284, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_61 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %286 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %287 = stablehlo.divide %285, %286 : tensor<2x16x1xf32>
    %288 = stablehlo.broadcast_in_dim %287, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %289 = stablehlo.subtract %283, %288 : tensor<2x16x64xf32>
    %290 = stablehlo.multiply %289, %289 : tensor<2x16x64xf32>
    %cst_62 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %291 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<2x16x64xf32>
    %292 = stablehlo.multiply %291, %289 : tensor<2x16x64xf32>
    %cst_63 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %293 = stablehlo.reduce(%290 init: %cst_63) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %294 = stablehlo.broadcast_in_dim %293, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_64 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %295 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %296 = stablehlo.divide %294, %295 : tensor<2x16x1xf32>
    %297 = stablehlo.broadcast_in_dim %287, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %298 = stablehlo.subtract %283, %297 : tensor<2x16x64xf32>
    %cst_65 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %299 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %300 = stablehlo.add %296, %299 : tensor<2x16x1xf32>
    %301 = stablehlo.sqrt %300 : tensor<2x16x1xf32>
    %cst_66 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %302 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %303 = stablehlo.divide %302, %301 : tensor<2x16x1xf32>
    %304 = stablehlo.broadcast_in_dim %301, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %305 = stablehlo.divide %298, %304 : tensor<2x16x64xf32>
    %306 = stablehlo.multiply %301, %301 : tensor<2x16x1xf32>
    %cst_67 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %307 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %308 = stablehlo.divide %307, %306 : tensor<2x16x1xf32>
    %309 = stablehlo.broadcast_in_dim %arg29, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %310 = stablehlo.broadcast_in_dim %309, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %311 = stablehlo.multiply %305, %310 : tensor<2x16x64xf32>
    %312 = stablehlo.broadcast_in_dim %arg28, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %313 = stablehlo.broadcast_in_dim %312, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %314 = stablehlo.add %311, %313 : tensor<2x16x64xf32>
    %315 = stablehlo.dot_general %314, %arg25, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x192xf32>) -> tensor<2x16x192xf32>
    %316 = stablehlo.broadcast_in_dim %arg24, dims = [2] : (tensor<192xf32>) -> tensor<1x1x192xf32>
    %317 = stablehlo.broadcast_in_dim %316, dims = [0, 1, 2] : (tensor<1x1x192xf32>) -> tensor<2x16x192xf32>
    %318 = stablehlo.add %315, %317 : tensor<2x16x192xf32>
    %319 = stablehlo.slice %318 [0:2, 0:16, 0:64] : (tensor<2x16x192xf32>) -> tensor<2x16x64xf32>
    %320 = stablehlo.slice %318 [0:2, 0:16, 64:128] : (tensor<2x16x192xf32>) -> tensor<2x16x64xf32>
    %321 = stablehlo.slice %318 [0:2, 0:16, 128:192] : (tensor<2x16x192xf32>) -> tensor<2x16x64xf32>
    %322 = stablehlo.reshape %319 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %323 = stablehlo.transpose %322, dims = [0, 2, 1, 3] : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %324 = stablehlo.reshape %320 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %325 = stablehlo.transpose %324, dims = [0, 2, 1, 3] : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %326 = stablehlo.reshape %321 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %327 = stablehlo.transpose %326, dims = [0, 2, 1, 3] : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %328 = stablehlo.transpose %325, dims = [0, 1, 3, 2] : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %329 = stablehlo.dot_general %323, %328, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %cst_68 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %330 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<2x4x16x16xf32>
    %331 = stablehlo.multiply %329, %330 : tensor<2x4x16x16xf32>
    %c_69 = stablehlo.constant dense<true> : tensor<i1>
    %332 = stablehlo.broadcast_in_dim %c_69, dims = [] : (tensor<i1>) -> tensor<16x16xi1>
    %333 = call @tril(%332) : (tensor<16x16xi1>) -> tensor<16x16xi1>
    %cst_70 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %334:2 = call @_where(%333, %331, %cst_70) : (tensor<16x16xi1>, tensor<2x4x16x16xf32>, tensor<f32>) -> (tensor<2x4x16x16xf32>, tensor<2x4x16x16xi1>)
    %cst_71 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %335 = stablehlo.reduce(%334#0 init: %cst_71) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %cst_72 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %336 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<2x4x16xf32>
    %337 = stablehlo.maximum %336, %335 : tensor<2x4x16xf32>
    %338 = stablehlo.broadcast_in_dim %337, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %339 = stablehlo.broadcast_in_dim %338, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %340 = stablehlo.subtract %334#0, %339 : tensor<2x4x16x16xf32>
    %341 = stablehlo.exponential %340 : tensor<2x4x16x16xf32>
    %cst_73 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %342 = stablehlo.reduce(%341 init: %cst_73) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %343 = stablehlo.broadcast_in_dim %342, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %344 = stablehlo.broadcast_in_dim %343, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %345 = stablehlo.divide %341, %344 : tensor<2x4x16x16xf32>
    %346 = stablehlo.multiply %343, %343 : tensor<2x4x16x1xf32>
    %cst_74 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %347 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<2x4x16x1xf32>
    %348 = stablehlo.divide %347, %346 : tensor<2x4x16x1xf32>
    %349 = stablehlo.dot_general %345, %327, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %350 = stablehlo.transpose %349, dims = [0, 2, 1, 3] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %351 = stablehlo.reshape %350 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %352 = stablehlo.dot_general %351, %arg35, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %353 = stablehlo.add %283, %352 : tensor<2x16x64xf32>
    %354 = stablehlo.broadcast_in_dim %arg34, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %355 = stablehlo.broadcast_in_dim %354, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %356 = stablehlo.add %353, %355 : tensor<2x16x64xf32>
    %cst_75 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %357 = stablehlo.reduce(%356 init: %cst_75) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %358 = stablehlo.broadcast_in_dim %357, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_76 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %359 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %360 = stablehlo.divide %358, %359 : tensor<2x16x1xf32>
    %361 = stablehlo.broadcast_in_dim %360, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %362 = stablehlo.subtract %356, %361 : tensor<2x16x64xf32>
    %363 = stablehlo.multiply %362, %362 : tensor<2x16x64xf32>
    %cst_77 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %364 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<2x16x64xf32>
    %365 = stablehlo.multiply %364, %362 : tensor<2x16x64xf32>
    %cst_78 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %366 = stablehlo.reduce(%363 init: %cst_78) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %367 = stablehlo.broadcast_in_dim %366, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_79 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %368 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %369 = stablehlo.divide %367, %368 : tensor<2x16x1xf32>
    %370 = stablehlo.broadcast_in_dim %360, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %371 = stablehlo.subtract %356, %370 : tensor<2x16x64xf32>
    %cst_80 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %372 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %373 = stablehlo.add %369, %372 : tensor<2x16x1xf32>
    %374 = stablehlo.sqrt %373 : tensor<2x16x1xf32>
    %cst_81 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %375 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %376 = stablehlo.divide %375, %374 : tensor<2x16x1xf32>
    %377 = stablehlo.broadcast_in_dim %374, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %378 = stablehlo.divide %371, %377 : tensor<2x16x64xf32>
    %379 = stablehlo.multiply %374, %374 : tensor<2x16x1xf32>
    %cst_82 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %380 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %381 = stablehlo.divide %380, %379 : tensor<2x16x1xf32>
    %382 = stablehlo.broadcast_in_dim %arg31, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %383 = stablehlo.broadcast_in_dim %382, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %384 = stablehlo.multiply %378, %383 : tensor<2x16x64xf32>
    %385 = stablehlo.broadcast_in_dim %arg30, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %386 = stablehlo.broadcast_in_dim %385, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %387 = stablehlo.add %384, %386 : tensor<2x16x64xf32>
    %388 = stablehlo.dot_general %387, %arg27, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x256xf32>) -> tensor<2x16x256xf32>
    %389 = stablehlo.broadcast_in_dim %arg26, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %390 = stablehlo.broadcast_in_dim %389, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<2x16x256xf32>
    %391 = stablehlo.add %388, %390 : tensor<2x16x256xf32>
    %cst_83 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %392 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %393 = stablehlo.multiply %392, %391 : tensor<2x16x256xf32>
    %cst_84 = stablehlo.constant dense<0.636619746> : tensor<f32>
    %394 = stablehlo.sqrt %cst_84 : tensor<f32>
    %395 = stablehlo.multiply %391, %391 : tensor<2x16x256xf32>
    %396 = stablehlo.multiply %395, %391 : tensor<2x16x256xf32>
    %397 = stablehlo.multiply %391, %391 : tensor<2x16x256xf32>
    %cst_85 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %398 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %399 = stablehlo.multiply %398, %397 : tensor<2x16x256xf32>
    %cst_86 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %400 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %401 = stablehlo.multiply %400, %396 : tensor<2x16x256xf32>
    %402 = stablehlo.add %391, %401 : tensor<2x16x256xf32>
    %403 = stablehlo.convert %394 : tensor<f32>
    %404 = stablehlo.broadcast_in_dim %403, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %405 = stablehlo.multiply %404, %402 : tensor<2x16x256xf32>
    %406 = stablehlo.tanh %405 : tensor<2x16x256xf32>
    %cst_87 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %407 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %408 = stablehlo.subtract %407, %406 : tensor<2x16x256xf32>
    %cst_88 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %409 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %410 = stablehlo.add %409, %406 : tensor<2x16x256xf32>
    %411 = stablehlo.multiply %393, %410 : tensor<2x16x256xf32>
    %412 = stablehlo.dot_general %411, %arg33, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x256xf32>, tensor<256x64xf32>) -> tensor<2x16x64xf32>
    %413 = stablehlo.add %356, %412 : tensor<2x16x64xf32>
    %414 = stablehlo.broadcast_in_dim %arg32, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %415 = stablehlo.broadcast_in_dim %414, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %416 = stablehlo.add %413, %415 : tensor<2x16x64xf32>
    %cst_89 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %417 = stablehlo.reduce(%416 init: %cst_89) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %418 = stablehlo.broadcast_in_dim %417, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_90 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %419 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %420 = stablehlo.divide %418, %419 : tensor<2x16x1xf32>
    %421 = stablehlo.broadcast_in_dim %420, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %422 = stablehlo.subtract %416, %421 : tensor<2x16x64xf32>
    %423 = stablehlo.multiply %422, %422 : tensor<2x16x64xf32>
    %cst_91 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %424 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<2x16x64xf32>
    %425 = stablehlo.multiply %424, %422 : tensor<2x16x64xf32>
    %cst_92 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %426 = stablehlo.reduce(%423 init: %cst_92) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %427 = stablehlo.broadcast_in_dim %426, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_93 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %428 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %429 = stablehlo.divide %427, %428 : tensor<2x16x1xf32>
    %430 = stablehlo.broadcast_in_dim %420, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %431 = stablehlo.subtract %416, %430 : tensor<2x16x64xf32>
    %cst_94 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %432 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %433 = stablehlo.add %429, %432 : tensor<2x16x1xf32>
    %434 = stablehlo.sqrt %433 : tensor<2x16x1xf32>
    %cst_95 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %435 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %436 = stablehlo.divide %435, %434 : tensor<2x16x1xf32>
    %437 = stablehlo.broadcast_in_dim %434, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %438 = stablehlo.divide %431, %437 : tensor<2x16x64xf32>
    %439 = stablehlo.multiply %434, %434 : tensor<2x16x1xf32>
    %cst_96 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %440 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %441 = stablehlo.divide %440, %439 : tensor<2x16x1xf32>
    %442 = stablehlo.broadcast_in_dim %arg41, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %443 = stablehlo.broadcast_in_dim %442, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %444 = stablehlo.multiply %438, %443 : tensor<2x16x64xf32>
    %445 = stablehlo.broadcast_in_dim %arg40, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %446 = stablehlo.broadcast_in_dim %445, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %447 = stablehlo.add %444, %446 : tensor<2x16x64xf32>
    %448 = stablehlo.dot_general %447, %arg37, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x192xf32>) -> tensor<2x16x192xf32>
    %449 = stablehlo.broadcast_in_dim %arg36, dims = [2] : (tensor<192xf32>) -> tensor<1x1x192xf32>
    %450 = stablehlo.broadcast_in_dim %449, dims = [0, 1, 2] : (tensor<1x1x192xf32>) -> tensor<2x16x192xf32>
    %451 = stablehlo.add %448, %450 : tensor<2x16x192xf32>
    %452 = stablehlo.slice %451 [0:2, 0:16, 0:64] : (tensor<2x16x192xf32>) -> tensor<2x16x64xf32>
    %453 = stablehlo.slice %451 [0:2, 0:16, 64:128] : (tensor<2x16x192xf32>) -> tensor<2x16x64xf32>
    %454 = stablehlo.slice %451 [0:2, 0:16, 128:192] : (tensor<2x16x192xf32>) -> tensor<2x16x64xf32>
    %455 = stablehlo.reshape %452 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %456 = stablehlo.transpose %455, dims = [0, 2, 1, 3] : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %457 = stablehlo.reshape %453 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %458 = stablehlo.transpose %457, dims = [0, 2, 1, 3] : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %459 = stablehlo.reshape %454 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %460 = stablehlo.transpose %459, dims = [0, 2, 1, 3] : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %461 = stablehlo.transpose %458, dims = [0, 1, 3, 2] : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %462 = stablehlo.dot_general %456, %461, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %cst_97 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %463 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<2x4x16x16xf32>
    %464 = stablehlo.multiply %462, %463 : tensor<2x4x16x16xf32>
    %c_98 = stablehlo.constant dense<true> : tensor<i1>
    %465 = stablehlo.broadcast_in_dim %c_98, dims = [] : (tensor<i1>) -> tensor<16x16xi1>
    %466 = call @tril(%465) : (tensor<16x16xi1>) -> tensor<16x16xi1>
    %cst_99 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %467:2 = call @_where(%466, %464, %cst_99) : (tensor<16x16xi1>, tensor<2x4x16x16xf32>, tensor<f32>) -> (tensor<2x4x16x16xf32>, tensor<2x4x16x16xi1>)
    %cst_100 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %468 = stablehlo.reduce(%467#0 init: %cst_100) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %cst_101 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %469 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<2x4x16xf32>
    %470 = stablehlo.maximum %469, %468 : tensor<2x4x16xf32>
    %471 = stablehlo.broadcast_in_dim %470, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %472 = stablehlo.broadcast_in_dim %471, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %473 = stablehlo.subtract %467#0, %472 : tensor<2x4x16x16xf32>
    %474 = stablehlo.exponential %473 : tensor<2x4x16x16xf32>
    %cst_102 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %475 = stablehlo.reduce(%474 init: %cst_102) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %476 = stablehlo.broadcast_in_dim %475, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %477 = stablehlo.broadcast_in_dim %476, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %478 = stablehlo.divide %474, %477 : tensor<2x4x16x16xf32>
    %479 = stablehlo.multiply %476, %476 : tensor<2x4x16x1xf32>
    %cst_103 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %480 = stablehlo.broadcast_in_dim %cst_103, dims = [] : (tensor<f32>) -> tensor<2x4x16x1xf32>
    %481 = stablehlo.divide %480, %479 : tensor<2x4x16x1xf32>
    %482 = stablehlo.dot_general %478, %460, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %483 = stablehlo.transpose %482, dims = [0, 2, 1, 3] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %484 = stablehlo.reshape %483 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %485 = stablehlo.dot_general %484, %arg47, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %486 = stablehlo.add %416, %485 : tensor<2x16x64xf32>
    %487 = stablehlo.broadcast_in_dim %arg46, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %488 = stablehlo.broadcast_in_dim %487, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %489 = stablehlo.add %486, %488 : tensor<2x16x64xf32>
    %cst_104 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %490 = stablehlo.reduce(%489 init: %cst_104) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %491 = stablehlo.broadcast_in_dim %490, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_105 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %492 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %493 = stablehlo.divide %491, %492 : tensor<2x16x1xf32>
    %494 = stablehlo.broadcast_in_dim %493, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %495 = stablehlo.subtract %489, %494 : tensor<2x16x64xf32>
    %496 = stablehlo.multiply %495, %495 : tensor<2x16x64xf32>
    %cst_106 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %497 = stablehlo.broadcast_in_dim %cst_106, dims = [] : (tensor<f32>) -> tensor<2x16x64xf32>
    %498 = stablehlo.multiply %497, %495 : tensor<2x16x64xf32>
    %cst_107 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %499 = stablehlo.reduce(%496 init: %cst_107) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %500 = stablehlo.broadcast_in_dim %499, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_108 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %501 = stablehlo.broadcast_in_dim %cst_108, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %502 = stablehlo.divide %500, %501 : tensor<2x16x1xf32>
    %503 = stablehlo.broadcast_in_dim %493, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %504 = stablehlo.subtract %489, %503 : tensor<2x16x64xf32>
    %cst_109 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %505 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %506 = stablehlo.add %502, %505 : tensor<2x16x1xf32>
    %507 = stablehlo.sqrt %506 : tensor<2x16x1xf32>
    %cst_110 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %508 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %509 = stablehlo.divide %508, %507 : tensor<2x16x1xf32>
    %510 = stablehlo.broadcast_in_dim %507, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %511 = stablehlo.divide %504, %510 : tensor<2x16x64xf32>
    %512 = stablehlo.multiply %507, %507 : tensor<2x16x1xf32>
    %cst_111 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %513 = stablehlo.broadcast_in_dim %cst_111, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %514 = stablehlo.divide %513, %512 : tensor<2x16x1xf32>
    %515 = stablehlo.broadcast_in_dim %arg43, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %516 = stablehlo.broadcast_in_dim %515, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %517 = stablehlo.multiply %511, %516 : tensor<2x16x64xf32>
    %518 = stablehlo.broadcast_in_dim %arg42, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %519 = stablehlo.broadcast_in_dim %518, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %520 = stablehlo.add %517, %519 : tensor<2x16x64xf32>
    %521 = stablehlo.dot_general %520, %arg39, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x256xf32>) -> tensor<2x16x256xf32>
    %522 = stablehlo.broadcast_in_dim %arg38, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %523 = stablehlo.broadcast_in_dim %522, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<2x16x256xf32>
    %524 = stablehlo.add %521, %523 : tensor<2x16x256xf32>
    %cst_112 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %525 = stablehlo.broadcast_in_dim %cst_112, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %526 = stablehlo.multiply %525, %524 : tensor<2x16x256xf32>
    %cst_113 = stablehlo.constant dense<0.636619746> : tensor<f32>
    %527 = stablehlo.sqrt %cst_113 : tensor<f32>
    %528 = stablehlo.multiply %524, %524 : tensor<2x16x256xf32>
    %529 = stablehlo.multiply %528, %524 : tensor<2x16x256xf32>
    %530 = stablehlo.multiply %524, %524 : tensor<2x16x256xf32>
    %cst_114 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %531 = stablehlo.broadcast_in_dim %cst_114, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %532 = stablehlo.multiply %531, %530 : tensor<2x16x256xf32>
    %cst_115 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %533 = stablehlo.broadcast_in_dim %cst_115, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %534 = stablehlo.multiply %533, %529 : tensor<2x16x256xf32>
    %535 = stablehlo.add %524, %534 : tensor<2x16x256xf32>
    %536 = stablehlo.convert %527 : tensor<f32>
    %537 = stablehlo.broadcast_in_dim %536, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %538 = stablehlo.multiply %537, %535 : tensor<2x16x256xf32>
    %539 = stablehlo.tanh %538 : tensor<2x16x256xf32>
    %cst_116 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %540 = stablehlo.broadcast_in_dim %cst_116, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %541 = stablehlo.subtract %540, %539 : tensor<2x16x256xf32>
    %cst_117 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %542 = stablehlo.broadcast_in_dim %cst_117, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %543 = stablehlo.add %542, %539 : tensor<2x16x256xf32>
    %544 = stablehlo.multiply %526, %543 : tensor<2x16x256xf32>
    %545 = stablehlo.dot_general %544, %arg45, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x256xf32>, tensor<256x64xf32>) -> tensor<2x16x64xf32>
    %546 = stablehlo.add %489, %545 : tensor<2x16x64xf32>
    %547 = stablehlo.broadcast_in_dim %arg44, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %548 = stablehlo.broadcast_in_dim %547, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %549 = stablehlo.add %546, %548 : tensor<2x16x64xf32>
    %cst_118 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %550 = stablehlo.reduce(%549 init: %cst_118) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %551 = stablehlo.broadcast_in_dim %550, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_119 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %552 = stablehlo.broadcast_in_dim %cst_119, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %553 = stablehlo.divide %551, %552 : tensor<2x16x1xf32>
    %554 = stablehlo.broadcast_in_dim %553, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %555 = stablehlo.subtract %549, %554 : tensor<2x16x64xf32>
    %556 = stablehlo.multiply %555, %555 : tensor<2x16x64xf32>
    %cst_120 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %557 = stablehlo.broadcast_in_dim %cst_120, dims = [] : (tensor<f32>) -> tensor<2x16x64xf32>
    %558 = stablehlo.multiply %557, %555 : tensor<2x16x64xf32>
    %cst_121 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %559 = stablehlo.reduce(%556 init: %cst_121) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %560 = stablehlo.broadcast_in_dim %559, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_122 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %561 = stablehlo.broadcast_in_dim %cst_122, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %562 = stablehlo.divide %560, %561 : tensor<2x16x1xf32>
    %563 = stablehlo.broadcast_in_dim %553, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %564 = stablehlo.subtract %549, %563 : tensor<2x16x64xf32>
    %cst_123 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %565 = stablehlo.broadcast_in_dim %cst_123, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %566 = stablehlo.add %562, %565 : tensor<2x16x1xf32>
    %567 = stablehlo.sqrt %566 : tensor<2x16x1xf32>
    %cst_124 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %568 = stablehlo.broadcast_in_dim %cst_124, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %569 = stablehlo.divide %568, %567 : tensor<2x16x1xf32>
    %570 = stablehlo.broadcast_in_dim %567, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %571 = stablehlo.divide %564, %570 : tensor<2x16x64xf32>
    %572 = stablehlo.multiply %567, %567 : tensor<2x16x1xf32>
    %cst_125 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %573 = stablehlo.broadcast_in_dim %cst_125, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %574 = stablehlo.divide %573, %572 : tensor<2x16x1xf32>
    %575 = stablehlo.broadcast_in_dim %arg53, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %576 = stablehlo.broadcast_in_dim %575, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %577 = stablehlo.multiply %571, %576 : tensor<2x16x64xf32>
    %578 = stablehlo.broadcast_in_dim %arg52, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %579 = stablehlo.broadcast_in_dim %578, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %580 = stablehlo.add %577, %579 : tensor<2x16x64xf32>
    %581 = stablehlo.dot_general %580, %arg49, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x192xf32>) -> tensor<2x16x192xf32>
    %582 = stablehlo.broadcast_in_dim %arg48, dims = [2] : (tensor<192xf32>) -> tensor<1x1x192xf32>
    %583 = stablehlo.broadcast_in_dim %582, dims = [0, 1, 2] : (tensor<1x1x192xf32>) -> tensor<2x16x192xf32>
    %584 = stablehlo.add %581, %583 : tensor<2x16x192xf32>
    %585 = stablehlo.slice %584 [0:2, 0:16, 0:64] : (tensor<2x16x192xf32>) -> tensor<2x16x64xf32>
    %586 = stablehlo.slice %584 [0:2, 0:16, 64:128] : (tensor<2x16x192xf32>) -> tensor<2x16x64xf32>
    %587 = stablehlo.slice %584 [0:2, 0:16, 128:192] : (tensor<2x16x192xf32>) -> tensor<2x16x64xf32>
    %588 = stablehlo.reshape %585 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %589 = stablehlo.transpose %588, dims = [0, 2, 1, 3] : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %590 = stablehlo.reshape %586 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %591 = stablehlo.transpose %590, dims = [0, 2, 1, 3] : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %592 = stablehlo.reshape %587 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %593 = stablehlo.transpose %592, dims = [0, 2, 1, 3] : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %594 = stablehlo.transpose %591, dims = [0, 1, 3, 2] : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %595 = stablehlo.dot_general %589, %594, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %cst_126 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %596 = stablehlo.broadcast_in_dim %cst_126, dims = [] : (tensor<f32>) -> tensor<2x4x16x16xf32>
    %597 = stablehlo.multiply %595, %596 : tensor<2x4x16x16xf32>
    %c_127 = stablehlo.constant dense<true> : tensor<i1>
    %598 = stablehlo.broadcast_in_dim %c_127, dims = [] : (tensor<i1>) -> tensor<16x16xi1>
    %599 = call @tril(%598) : (tensor<16x16xi1>) -> tensor<16x16xi1>
    %cst_128 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %600:2 = call @_where(%599, %597, %cst_128) : (tensor<16x16xi1>, tensor<2x4x16x16xf32>, tensor<f32>) -> (tensor<2x4x16x16xf32>, tensor<2x4x16x16xi1>)
    %cst_129 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %601 = stablehlo.reduce(%600#0 init: %cst_129) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %cst_130 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %602 = stablehlo.broadcast_in_dim %cst_130, dims = [] : (tensor<f32>) -> tensor<2x4x16xf32>
    %603 = stablehlo.maximum %602, %601 : tensor<2x4x16xf32>
    %604 = stablehlo.broadcast_in_dim %603, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %605 = stablehlo.broadcast_in_dim %604, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %606 = stablehlo.subtract %600#0, %605 : tensor<2x4x16x16xf32>
    %607 = stablehlo.exponential %606 : tensor<2x4x16x16xf32>
    %cst_131 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %608 = stablehlo.reduce(%607 init: %cst_131) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %609 = stablehlo.broadcast_in_dim %608, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %610 = stablehlo.broadcast_in_dim %609, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %611 = stablehlo.divide %607, %610 : tensor<2x4x16x16xf32>
    %612 = stablehlo.multiply %609, %609 : tensor<2x4x16x1xf32>
    %cst_132 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %613 = stablehlo.broadcast_in_dim %cst_132, dims = [] : (tensor<f32>) -> tensor<2x4x16x1xf32>
    %614 = stablehlo.divide %613, %612 : tensor<2x4x16x1xf32>
    %615 = stablehlo.dot_general %611, %593, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %616 = stablehlo.transpose %615, dims = [0, 2, 1, 3] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %617 = stablehlo.reshape %616 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %618 = stablehlo.dot_general %617, %arg59, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %619 = stablehlo.add %549, %618 : tensor<2x16x64xf32>
    %620 = stablehlo.broadcast_in_dim %arg58, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %621 = stablehlo.broadcast_in_dim %620, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %622 = stablehlo.add %619, %621 : tensor<2x16x64xf32>
    %cst_133 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %623 = stablehlo.reduce(%622 init: %cst_133) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %624 = stablehlo.broadcast_in_dim %623, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_134 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %625 = stablehlo.broadcast_in_dim %cst_134, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %626 = stablehlo.divide %624, %625 : tensor<2x16x1xf32>
    %627 = stablehlo.broadcast_in_dim %626, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %628 = stablehlo.subtract %622, %627 : tensor<2x16x64xf32>
    %629 = stablehlo.multiply %628, %628 : tensor<2x16x64xf32>
    %cst_135 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %630 = stablehlo.broadcast_in_dim %cst_135, dims = [] : (tensor<f32>) -> tensor<2x16x64xf32>
    %631 = stablehlo.multiply %630, %628 : tensor<2x16x64xf32>
    %cst_136 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %632 = stablehlo.reduce(%629 init: %cst_136) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %633 = stablehlo.broadcast_in_dim %632, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_137 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %634 = stablehlo.broadcast_in_dim %cst_137, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %635 = stablehlo.divide %633, %634 : tensor<2x16x1xf32>
    %636 = stablehlo.broadcast_in_dim %626, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %637 = stablehlo.subtract %622, %636 : tensor<2x16x64xf32>
    %cst_138 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %638 = stablehlo.broadcast_in_dim %cst_138, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %639 = stablehlo.add %635, %638 : tensor<2x16x1xf32>
    %640 = stablehlo.sqrt %639 : tensor<2x16x1xf32>
    %cst_139 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %641 = stablehlo.broadcast_in_dim %cst_139, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %642 = stablehlo.divide %641, %640 : tensor<2x16x1xf32>
    %643 = stablehlo.broadcast_in_dim %640, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %644 = stablehlo.divide %637, %643 : tensor<2x16x64xf32>
    %645 = stablehlo.multiply %640, %640 : tensor<2x16x1xf32>
    %cst_140 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %646 = stablehlo.broadcast_in_dim %cst_140, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %647 = stablehlo.divide %646, %645 : tensor<2x16x1xf32>
    %648 = stablehlo.broadcast_in_dim %arg55, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %649 = stablehlo.broadcast_in_dim %648, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %650 = stablehlo.multiply %644, %649 : tensor<2x16x64xf32>
    %651 = stablehlo.broadcast_in_dim %arg54, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %652 = stablehlo.broadcast_in_dim %651, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %653 = stablehlo.add %650, %652 : tensor<2x16x64xf32>
    %654 = stablehlo.dot_general %653, %arg51, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x256xf32>) -> tensor<2x16x256xf32>
    %655 = stablehlo.broadcast_in_dim %arg50, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %656 = stablehlo.broadcast_in_dim %655, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<2x16x256xf32>
    %657 = stablehlo.add %654, %656 : tensor<2x16x256xf32>
    %cst_141 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %658 = stablehlo.broadcast_in_dim %cst_141, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %659 = stablehlo.multiply %658, %657 : tensor<2x16x256xf32>
    %cst_142 = stablehlo.constant dense<0.636619746> : tensor<f32>
    %660 = stablehlo.sqrt %cst_142 : tensor<f32>
    %661 = stablehlo.multiply %657, %657 : tensor<2x16x256xf32>
    %662 = stablehlo.multiply %661, %657 : tensor<2x16x256xf32>
    %663 = stablehlo.multiply %657, %657 : tensor<2x16x256xf32>
    %cst_143 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %664 = stablehlo.broadcast_in_dim %cst_143, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %665 = stablehlo.multiply %664, %663 : tensor<2x16x256xf32>
    %cst_144 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %666 = stablehlo.broadcast_in_dim %cst_144, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %667 = stablehlo.multiply %666, %662 : tensor<2x16x256xf32>
    %668 = stablehlo.add %657, %667 : tensor<2x16x256xf32>
    %669 = stablehlo.convert %660 : tensor<f32>
    %670 = stablehlo.broadcast_in_dim %669, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %671 = stablehlo.multiply %670, %668 : tensor<2x16x256xf32>
    %672 = stablehlo.tanh %671 : tensor<2x16x256xf32>
    %cst_145 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %673 = stablehlo.broadcast_in_dim %cst_145, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %674 = stablehlo.subtract %673, %672 : tensor<2x16x256xf32>
    %cst_146 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %675 = stablehlo.broadcast_in_dim %cst_146, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %676 = stablehlo.add %675, %672 : tensor<2x16x256xf32>
    %677 = stablehlo.multiply %659, %676 : tensor<2x16x256xf32>
    %678 = stablehlo.dot_general %677, %arg57, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x256xf32>, tensor<256x64xf32>) -> tensor<2x16x64xf32>
    %679 = stablehlo.add %622, %678 : tensor<2x16x64xf32>
    %680 = stablehlo.broadcast_in_dim %arg56, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %681 = stablehlo.broadcast_in_dim %680, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %682 = stablehlo.add %679, %681 : tensor<2x16x64xf32>
    %cst_147 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %683 = stablehlo.reduce(%682 init: %cst_147) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %684 = stablehlo.broadcast_in_dim %683, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_148 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %685 = stablehlo.broadcast_in_dim %cst_148, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %686 = stablehlo.divide %684, %685 : tensor<2x16x1xf32>
    %687 = stablehlo.broadcast_in_dim %686, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %688 = stablehlo.subtract %682, %687 : tensor<2x16x64xf32>
    %689 = stablehlo.multiply %688, %688 : tensor<2x16x64xf32>
    %cst_149 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %690 = stablehlo.broadcast_in_dim %cst_149, dims = [] : (tensor<f32>) -> tensor<2x16x64xf32>
    %691 = stablehlo.multiply %690, %688 : tensor<2x16x64xf32>
    %cst_150 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %692 = stablehlo.reduce(%689 init: %cst_150) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %693 = stablehlo.broadcast_in_dim %692, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_151 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %694 = stablehlo.broadcast_in_dim %cst_151, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %695 = stablehlo.divide %693, %694 : tensor<2x16x1xf32>
    %696 = stablehlo.broadcast_in_dim %686, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %697 = stablehlo.subtract %682, %696 : tensor<2x16x64xf32>
    %cst_152 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %698 = stablehlo.broadcast_in_dim %cst_152, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %699 = stablehlo.add %695, %698 : tensor<2x16x1xf32>
    %700 = stablehlo.sqrt %699 : tensor<2x16x1xf32>
    %cst_153 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %701 = stablehlo.broadcast_in_dim %cst_153, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %702 = stablehlo.divide %701, %700 : tensor<2x16x1xf32>
    %703 = stablehlo.broadcast_in_dim %700, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %704 = stablehlo.divide %697, %703 : tensor<2x16x64xf32>
    %705 = stablehlo.multiply %700, %700 : tensor<2x16x1xf32>
    %cst_154 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %706 = stablehlo.broadcast_in_dim %cst_154, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %707 = stablehlo.divide %706, %705 : tensor<2x16x1xf32>
    %708 = stablehlo.broadcast_in_dim %arg65, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %709 = stablehlo.broadcast_in_dim %708, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %710 = stablehlo.multiply %704, %709 : tensor<2x16x64xf32>
    %711 = stablehlo.broadcast_in_dim %arg64, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %712 = stablehlo.broadcast_in_dim %711, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %713 = stablehlo.add %710, %712 : tensor<2x16x64xf32>
    %714 = stablehlo.dot_general %713, %arg61, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x192xf32>) -> tensor<2x16x192xf32>
    %715 = stablehlo.broadcast_in_dim %arg60, dims = [2] : (tensor<192xf32>) -> tensor<1x1x192xf32>
    %716 = stablehlo.broadcast_in_dim %715, dims = [0, 1, 2] : (tensor<1x1x192xf32>) -> tensor<2x16x192xf32>
    %717 = stablehlo.add %714, %716 : tensor<2x16x192xf32>
    %718 = stablehlo.slice %717 [0:2, 0:16, 0:64] : (tensor<2x16x192xf32>) -> tensor<2x16x64xf32>
    %719 = stablehlo.slice %717 [0:2, 0:16, 64:128] : (tensor<2x16x192xf32>) -> tensor<2x16x64xf32>
    %720 = stablehlo.slice %717 [0:2, 0:16, 128:192] : (tensor<2x16x192xf32>) -> tensor<2x16x64xf32>
    %721 = stablehlo.reshape %718 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %722 = stablehlo.transpose %721, dims = [0, 2, 1, 3] : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %723 = stablehlo.reshape %719 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %724 = stablehlo.transpose %723, dims = [0, 2, 1, 3] : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %725 = stablehlo.reshape %720 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %726 = stablehlo.transpose %725, dims = [0, 2, 1, 3] : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %727 = stablehlo.transpose %724, dims = [0, 1, 3, 2] : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %728 = stablehlo.dot_general %722, %727, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %cst_155 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %729 = stablehlo.broadcast_in_dim %cst_155, dims = [] : (tensor<f32>) -> tensor<2x4x16x16xf32>
    %730 = stablehlo.multiply %728, %729 : tensor<2x4x16x16xf32>
    %c_156 = stablehlo.constant dense<true> : tensor<i1>
    %731 = stablehlo.broadcast_in_dim %c_156, dims = [] : (tensor<i1>) -> tensor<16x16xi1>
    %732 = call @tril(%731) : (tensor<16x16xi1>) -> tensor<16x16xi1>
    %cst_157 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %733:2 = call @_where(%732, %730, %cst_157) : (tensor<16x16xi1>, tensor<2x4x16x16xf32>, tensor<f32>) -> (tensor<2x4x16x16xf32>, tensor<2x4x16x16xi1>)
    %cst_158 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %734 = stablehlo.reduce(%733#0 init: %cst_158) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %cst_159 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %735 = stablehlo.broadcast_in_dim %cst_159, dims = [] : (tensor<f32>) -> tensor<2x4x16xf32>
    %736 = stablehlo.maximum %735, %734 : tensor<2x4x16xf32>
    %737 = stablehlo.broadcast_in_dim %736, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %738 = stablehlo.broadcast_in_dim %737, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %739 = stablehlo.subtract %733#0, %738 : tensor<2x4x16x16xf32>
    %740 = stablehlo.exponential %739 : tensor<2x4x16x16xf32>
    %cst_160 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %741 = stablehlo.reduce(%740 init: %cst_160) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %742 = stablehlo.broadcast_in_dim %741, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %743 = stablehlo.broadcast_in_dim %742, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %744 = stablehlo.divide %740, %743 : tensor<2x4x16x16xf32>
    %745 = stablehlo.multiply %742, %742 : tensor<2x4x16x1xf32>
    %cst_161 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %746 = stablehlo.broadcast_in_dim %cst_161, dims = [] : (tensor<f32>) -> tensor<2x4x16x1xf32>
    %747 = stablehlo.divide %746, %745 : tensor<2x4x16x1xf32>
    %748 = stablehlo.dot_general %744, %726, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %749 = stablehlo.transpose %748, dims = [0, 2, 1, 3] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %750 = stablehlo.reshape %749 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %751 = stablehlo.dot_general %750, %arg71, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %752 = stablehlo.add %682, %751 : tensor<2x16x64xf32>
    %753 = stablehlo.broadcast_in_dim %arg70, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %754 = stablehlo.broadcast_in_dim %753, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %755 = stablehlo.add %752, %754 : tensor<2x16x64xf32>
    %cst_162 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %756 = stablehlo.reduce(%755 init: %cst_162) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %757 = stablehlo.broadcast_in_dim %756, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_163 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %758 = stablehlo.broadcast_in_dim %cst_163, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %759 = stablehlo.divide %757, %758 : tensor<2x16x1xf32>
    %760 = stablehlo.broadcast_in_dim %759, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %761 = stablehlo.subtract %755, %760 : tensor<2x16x64xf32>
    %762 = stablehlo.multiply %761, %761 : tensor<2x16x64xf32>
    %cst_164 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %763 = stablehlo.broadcast_in_dim %cst_164, dims = [] : (tensor<f32>) -> tensor<2x16x64xf32>
    %764 = stablehlo.multiply %763, %761 : tensor<2x16x64xf32>
    %cst_165 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %765 = stablehlo.reduce(%762 init: %cst_165) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %766 = stablehlo.broadcast_in_dim %765, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_166 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %767 = stablehlo.broadcast_in_dim %cst_166, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %768 = stablehlo.divide %766, %767 : tensor<2x16x1xf32>
    %769 = stablehlo.broadcast_in_dim %759, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %770 = stablehlo.subtract %755, %769 : tensor<2x16x64xf32>
    %cst_167 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %771 = stablehlo.broadcast_in_dim %cst_167, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %772 = stablehlo.add %768, %771 : tensor<2x16x1xf32>
    %773 = stablehlo.sqrt %772 : tensor<2x16x1xf32>
    %cst_168 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %774 = stablehlo.broadcast_in_dim %cst_168, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %775 = stablehlo.divide %774, %773 : tensor<2x16x1xf32>
    %776 = stablehlo.broadcast_in_dim %773, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %777 = stablehlo.divide %770, %776 : tensor<2x16x64xf32>
    %778 = stablehlo.multiply %773, %773 : tensor<2x16x1xf32>
    %cst_169 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %779 = stablehlo.broadcast_in_dim %cst_169, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %780 = stablehlo.divide %779, %778 : tensor<2x16x1xf32>
    %781 = stablehlo.broadcast_in_dim %arg67, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %782 = stablehlo.broadcast_in_dim %781, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %783 = stablehlo.multiply %777, %782 : tensor<2x16x64xf32>
    %784 = stablehlo.broadcast_in_dim %arg66, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %785 = stablehlo.broadcast_in_dim %784, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %786 = stablehlo.add %783, %785 : tensor<2x16x64xf32>
    %787 = stablehlo.dot_general %786, %arg63, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x256xf32>) -> tensor<2x16x256xf32>
    %788 = stablehlo.broadcast_in_dim %arg62, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %789 = stablehlo.broadcast_in_dim %788, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<2x16x256xf32>
    %790 = stablehlo.add %787, %789 : tensor<2x16x256xf32>
    %cst_170 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %791 = stablehlo.broadcast_in_dim %cst_170, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %792 = stablehlo.multiply %791, %790 : tensor<2x16x256xf32>
    %cst_171 = stablehlo.constant dense<0.636619746> : tensor<f32>
    %793 = stablehlo.sqrt %cst_171 : tensor<f32>
    %794 = stablehlo.multiply %790, %790 : tensor<2x16x256xf32>
    %795 = stablehlo.multiply %794, %790 : tensor<2x16x256xf32>
    %796 = stablehlo.multiply %790, %790 : tensor<2x16x256xf32>
    %cst_172 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %797 = stablehlo.broadcast_in_dim %cst_172, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %798 = stablehlo.multiply %797, %796 : tensor<2x16x256xf32>
    %cst_173 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %799 = stablehlo.broadcast_in_dim %cst_173, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %800 = stablehlo.multiply %799, %795 : tensor<2x16x256xf32>
    %801 = stablehlo.add %790, %800 : tensor<2x16x256xf32>
    %802 = stablehlo.convert %793 : tensor<f32>
    %803 = stablehlo.broadcast_in_dim %802, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %804 = stablehlo.multiply %803, %801 : tensor<2x16x256xf32>
    %805 = stablehlo.tanh %804 : tensor<2x16x256xf32>
    %cst_174 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %806 = stablehlo.broadcast_in_dim %cst_174, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %807 = stablehlo.subtract %806, %805 : tensor<2x16x256xf32>
    %cst_175 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %808 = stablehlo.broadcast_in_dim %cst_175, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %809 = stablehlo.add %808, %805 : tensor<2x16x256xf32>
    %810 = stablehlo.multiply %792, %809 : tensor<2x16x256xf32>
    %811 = stablehlo.dot_general %810, %arg69, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x256xf32>, tensor<256x64xf32>) -> tensor<2x16x64xf32>
    %812 = stablehlo.add %755, %811 : tensor<2x16x64xf32>
    %813 = stablehlo.broadcast_in_dim %arg68, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %814 = stablehlo.broadcast_in_dim %813, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %815 = stablehlo.add %812, %814 : tensor<2x16x64xf32>
    %cst_176 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %816 = stablehlo.reduce(%815 init: %cst_176) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %817 = stablehlo.broadcast_in_dim %816, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_177 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %818 = stablehlo.broadcast_in_dim %cst_177, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %819 = stablehlo.divide %817, %818 : tensor<2x16x1xf32>
    %820 = stablehlo.broadcast_in_dim %819, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %821 = stablehlo.subtract %815, %820 : tensor<2x16x64xf32>
    %822 = stablehlo.multiply %821, %821 : tensor<2x16x64xf32>
    %cst_178 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %823 = stablehlo.broadcast_in_dim %cst_178, dims = [] : (tensor<f32>) -> tensor<2x16x64xf32>
    %824 = stablehlo.multiply %823, %821 : tensor<2x16x64xf32>
    %cst_179 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %825 = stablehlo.reduce(%822 init: %cst_179) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %826 = stablehlo.broadcast_in_dim %825, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_180 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %827 = stablehlo.broadcast_in_dim %cst_180, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %828 = stablehlo.divide %826, %827 : tensor<2x16x1xf32>
    %829 = stablehlo.broadcast_in_dim %819, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %830 = stablehlo.subtract %815, %829 : tensor<2x16x64xf32>
    %cst_181 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %831 = stablehlo.broadcast_in_dim %cst_181, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %832 = stablehlo.add %828, %831 : tensor<2x16x1xf32>
    %833 = stablehlo.sqrt %832 : tensor<2x16x1xf32>
    %cst_182 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %834 = stablehlo.broadcast_in_dim %cst_182, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %835 = stablehlo.divide %834, %833 : tensor<2x16x1xf32>
    %836 = stablehlo.broadcast_in_dim %833, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %837 = stablehlo.divide %830, %836 : tensor<2x16x64xf32>
    %838 = stablehlo.multiply %833, %833 : tensor<2x16x1xf32>
    %cst_183 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %839 = stablehlo.broadcast_in_dim %cst_183, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %840 = stablehlo.divide %839, %838 : tensor<2x16x1xf32>
    %841 = stablehlo.broadcast_in_dim %arg77, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %842 = stablehlo.broadcast_in_dim %841, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %843 = stablehlo.multiply %837, %842 : tensor<2x16x64xf32>
    %844 = stablehlo.broadcast_in_dim %arg76, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %845 = stablehlo.broadcast_in_dim %844, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %846 = stablehlo.add %843, %845 : tensor<2x16x64xf32>
    %847 = stablehlo.dot_general %846, %arg73, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x192xf32>) -> tensor<2x16x192xf32>
    %848 = stablehlo.broadcast_in_dim %arg72, dims = [2] : (tensor<192xf32>) -> tensor<1x1x192xf32>
    %849 = stablehlo.broadcast_in_dim %848, dims = [0, 1, 2] : (tensor<1x1x192xf32>) -> tensor<2x16x192xf32>
    %850 = stablehlo.add %847, %849 : tensor<2x16x192xf32>
    %851 = stablehlo.slice %850 [0:2, 0:16, 0:64] : (tensor<2x16x192xf32>) -> tensor<2x16x64xf32>
    %852 = stablehlo.slice %850 [0:2, 0:16, 64:128] : (tensor<2x16x192xf32>) -> tensor<2x16x64xf32>
    %853 = stablehlo.slice %850 [0:2, 0:16, 128:192] : (tensor<2x16x192xf32>) -> tensor<2x16x64xf32>
    %854 = stablehlo.reshape %851 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %855 = stablehlo.transpose %854, dims = [0, 2, 1, 3] : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %856 = stablehlo.reshape %852 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %857 = stablehlo.transpose %856, dims = [0, 2, 1, 3] : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %858 = stablehlo.reshape %853 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %859 = stablehlo.transpose %858, dims = [0, 2, 1, 3] : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %860 = stablehlo.transpose %857, dims = [0, 1, 3, 2] : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %861 = stablehlo.dot_general %855, %860, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %cst_184 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %862 = stablehlo.broadcast_in_dim %cst_184, dims = [] : (tensor<f32>) -> tensor<2x4x16x16xf32>
    %863 = stablehlo.multiply %861, %862 : tensor<2x4x16x16xf32>
    %c_185 = stablehlo.constant dense<true> : tensor<i1>
    %864 = stablehlo.broadcast_in_dim %c_185, dims = [] : (tensor<i1>) -> tensor<16x16xi1>
    %865 = call @tril(%864) : (tensor<16x16xi1>) -> tensor<16x16xi1>
    %cst_186 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %866:2 = call @_where(%865, %863, %cst_186) : (tensor<16x16xi1>, tensor<2x4x16x16xf32>, tensor<f32>) -> (tensor<2x4x16x16xf32>, tensor<2x4x16x16xi1>)
    %cst_187 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %867 = stablehlo.reduce(%866#0 init: %cst_187) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %cst_188 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %868 = stablehlo.broadcast_in_dim %cst_188, dims = [] : (tensor<f32>) -> tensor<2x4x16xf32>
    %869 = stablehlo.maximum %868, %867 : tensor<2x4x16xf32>
    %870 = stablehlo.broadcast_in_dim %869, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %871 = stablehlo.broadcast_in_dim %870, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %872 = stablehlo.subtract %866#0, %871 : tensor<2x4x16x16xf32>
    %873 = stablehlo.exponential %872 : tensor<2x4x16x16xf32>
    %cst_189 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %874 = stablehlo.reduce(%873 init: %cst_189) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %875 = stablehlo.broadcast_in_dim %874, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %876 = stablehlo.broadcast_in_dim %875, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %877 = stablehlo.divide %873, %876 : tensor<2x4x16x16xf32>
    %878 = stablehlo.multiply %875, %875 : tensor<2x4x16x1xf32>
    %cst_190 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %879 = stablehlo.broadcast_in_dim %cst_190, dims = [] : (tensor<f32>) -> tensor<2x4x16x1xf32>
    %880 = stablehlo.divide %879, %878 : tensor<2x4x16x1xf32>
    %881 = stablehlo.dot_general %877, %859, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %882 = stablehlo.transpose %881, dims = [0, 2, 1, 3] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %883 = stablehlo.reshape %882 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %884 = stablehlo.dot_general %883, %arg83, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %885 = stablehlo.add %815, %884 : tensor<2x16x64xf32>
    %886 = stablehlo.broadcast_in_dim %arg82, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %887 = stablehlo.broadcast_in_dim %886, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %888 = stablehlo.add %885, %887 : tensor<2x16x64xf32>
    %cst_191 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %889 = stablehlo.reduce(%888 init: %cst_191) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %890 = stablehlo.broadcast_in_dim %889, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_192 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %891 = stablehlo.broadcast_in_dim %cst_192, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %892 = stablehlo.divide %890, %891 : tensor<2x16x1xf32>
    %893 = stablehlo.broadcast_in_dim %892, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %894 = stablehlo.subtract %888, %893 : tensor<2x16x64xf32>
    %895 = stablehlo.multiply %894, %894 : tensor<2x16x64xf32>
    %cst_193 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %896 = stablehlo.broadcast_in_dim %cst_193, dims = [] : (tensor<f32>) -> tensor<2x16x64xf32>
    %897 = stablehlo.multiply %896, %894 : tensor<2x16x64xf32>
    %cst_194 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %898 = stablehlo.reduce(%895 init: %cst_194) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %899 = stablehlo.broadcast_in_dim %898, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_195 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %900 = stablehlo.broadcast_in_dim %cst_195, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %901 = stablehlo.divide %899, %900 : tensor<2x16x1xf32>
    %902 = stablehlo.broadcast_in_dim %892, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %903 = stablehlo.subtract %888, %902 : tensor<2x16x64xf32>
    %cst_196 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %904 = stablehlo.broadcast_in_dim %cst_196, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %905 = stablehlo.add %901, %904 : tensor<2x16x1xf32>
    %906 = stablehlo.sqrt %905 : tensor<2x16x1xf32>
    %cst_197 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %907 = stablehlo.broadcast_in_dim %cst_197, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %908 = stablehlo.divide %907, %906 : tensor<2x16x1xf32>
    %909 = stablehlo.broadcast_in_dim %906, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %910 = stablehlo.divide %903, %909 : tensor<2x16x64xf32>
    %911 = stablehlo.multiply %906, %906 : tensor<2x16x1xf32>
    %cst_198 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %912 = stablehlo.broadcast_in_dim %cst_198, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %913 = stablehlo.divide %912, %911 : tensor<2x16x1xf32>
    %914 = stablehlo.broadcast_in_dim %arg79, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %915 = stablehlo.broadcast_in_dim %914, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %916 = stablehlo.multiply %910, %915 : tensor<2x16x64xf32>
    %917 = stablehlo.broadcast_in_dim %arg78, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %918 = stablehlo.broadcast_in_dim %917, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %919 = stablehlo.add %916, %918 : tensor<2x16x64xf32>
    %920 = stablehlo.dot_general %919, %arg75, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x256xf32>) -> tensor<2x16x256xf32>
    %921 = stablehlo.broadcast_in_dim %arg74, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %922 = stablehlo.broadcast_in_dim %921, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<2x16x256xf32>
    %923 = stablehlo.add %920, %922 : tensor<2x16x256xf32>
    %cst_199 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %924 = stablehlo.broadcast_in_dim %cst_199, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %925 = stablehlo.multiply %924, %923 : tensor<2x16x256xf32>
    %cst_200 = stablehlo.constant dense<0.636619746> : tensor<f32>
    %926 = stablehlo.sqrt %cst_200 : tensor<f32>
    %927 = stablehlo.multiply %923, %923 : tensor<2x16x256xf32>
    %928 = stablehlo.multiply %927, %923 : tensor<2x16x256xf32>
    %929 = stablehlo.multiply %923, %923 : tensor<2x16x256xf32>
    %cst_201 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %930 = stablehlo.broadcast_in_dim %cst_201, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %931 = stablehlo.multiply %930, %929 : tensor<2x16x256xf32>
    %cst_202 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %932 = stablehlo.broadcast_in_dim %cst_202, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %933 = stablehlo.multiply %932, %928 : tensor<2x16x256xf32>
    %934 = stablehlo.add %923, %933 : tensor<2x16x256xf32>
    %935 = stablehlo.convert %926 : tensor<f32>
    %936 = stablehlo.broadcast_in_dim %935, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %937 = stablehlo.multiply %936, %934 : tensor<2x16x256xf32>
    %938 = stablehlo.tanh %937 : tensor<2x16x256xf32>
    %cst_203 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %939 = stablehlo.broadcast_in_dim %cst_203, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %940 = stablehlo.subtract %939, %938 : tensor<2x16x256xf32>
    %cst_204 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %941 = stablehlo.broadcast_in_dim %cst_204, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %942 = stablehlo.add %941, %938 : tensor<2x16x256xf32>
    %943 = stablehlo.multiply %925, %942 : tensor<2x16x256xf32>
    %944 = stablehlo.dot_general %943, %arg81, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x256xf32>, tensor<256x64xf32>) -> tensor<2x16x64xf32>
    %945 = stablehlo.add %888, %944 : tensor<2x16x64xf32>
    %946 = stablehlo.broadcast_in_dim %arg80, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %947 = stablehlo.broadcast_in_dim %946, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %948 = stablehlo.add %945, %947 : tensor<2x16x64xf32>
    %cst_205 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %949 = stablehlo.reduce(%948 init: %cst_205) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %950 = stablehlo.broadcast_in_dim %949, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_206 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %951 = stablehlo.broadcast_in_dim %cst_206, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %952 = stablehlo.divide %950, %951 : tensor<2x16x1xf32>
    %953 = stablehlo.broadcast_in_dim %952, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %954 = stablehlo.subtract %948, %953 : tensor<2x16x64xf32>
    %955 = stablehlo.multiply %954, %954 : tensor<2x16x64xf32>
    %cst_207 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %956 = stablehlo.broadcast_in_dim %cst_207, dims = [] : (tensor<f32>) -> tensor<2x16x64xf32>
    %957 = stablehlo.multiply %956, %954 : tensor<2x16x64xf32>
    %cst_208 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %958 = stablehlo.reduce(%955 init: %cst_208) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %959 = stablehlo.broadcast_in_dim %958, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_209 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %960 = stablehlo.broadcast_in_dim %cst_209, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %961 = stablehlo.divide %959, %960 : tensor<2x16x1xf32>
    %962 = stablehlo.broadcast_in_dim %952, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %963 = stablehlo.subtract %948, %962 : tensor<2x16x64xf32>
    %cst_210 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %964 = stablehlo.broadcast_in_dim %cst_210, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %965 = stablehlo.add %961, %964 : tensor<2x16x1xf32>
    %966 = stablehlo.sqrt %965 : tensor<2x16x1xf32>
    %cst_211 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %967 = stablehlo.broadcast_in_dim %cst_211, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %968 = stablehlo.divide %967, %966 : tensor<2x16x1xf32>
    %969 = stablehlo.broadcast_in_dim %966, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %970 = stablehlo.divide %963, %969 : tensor<2x16x64xf32>
    %971 = stablehlo.multiply %966, %966 : tensor<2x16x1xf32>
    %cst_212 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %972 = stablehlo.broadcast_in_dim %cst_212, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %973 = stablehlo.divide %972, %971 : tensor<2x16x1xf32>
    %974 = stablehlo.broadcast_in_dim %arg89, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %975 = stablehlo.broadcast_in_dim %974, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %976 = stablehlo.multiply %970, %975 : tensor<2x16x64xf32>
    %977 = stablehlo.broadcast_in_dim %arg88, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %978 = stablehlo.broadcast_in_dim %977, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %979 = stablehlo.add %976, %978 : tensor<2x16x64xf32>
    %980 = stablehlo.dot_general %979, %arg85, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x192xf32>) -> tensor<2x16x192xf32>
    %981 = stablehlo.broadcast_in_dim %arg84, dims = [2] : (tensor<192xf32>) -> tensor<1x1x192xf32>
    %982 = stablehlo.broadcast_in_dim %981, dims = [0, 1, 2] : (tensor<1x1x192xf32>) -> tensor<2x16x192xf32>
    %983 = stablehlo.add %980, %982 : tensor<2x16x192xf32>
    %984 = stablehlo.slice %983 [0:2, 0:16, 0:64] : (tensor<2x16x192xf32>) -> tensor<2x16x64xf32>
    %985 = stablehlo.slice %983 [0:2, 0:16, 64:128] : (tensor<2x16x192xf32>) -> tensor<2x16x64xf32>
    %986 = stablehlo.slice %983 [0:2, 0:16, 128:192] : (tensor<2x16x192xf32>) -> tensor<2x16x64xf32>
    %987 = stablehlo.reshape %984 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %988 = stablehlo.transpose %987, dims = [0, 2, 1, 3] : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %989 = stablehlo.reshape %985 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %990 = stablehlo.transpose %989, dims = [0, 2, 1, 3] : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %991 = stablehlo.reshape %986 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %992 = stablehlo.transpose %991, dims = [0, 2, 1, 3] : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %993 = stablehlo.transpose %990, dims = [0, 1, 3, 2] : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %994 = stablehlo.dot_general %988, %993, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %cst_213 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %995 = stablehlo.broadcast_in_dim %cst_213, dims = [] : (tensor<f32>) -> tensor<2x4x16x16xf32>
    %996 = stablehlo.multiply %994, %995 : tensor<2x4x16x16xf32>
    %c_214 = stablehlo.constant dense<true> : tensor<i1>
    %997 = stablehlo.broadcast_in_dim %c_214, dims = [] : (tensor<i1>) -> tensor<16x16xi1>
    %998 = call @tril(%997) : (tensor<16x16xi1>) -> tensor<16x16xi1>
    %cst_215 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %999:2 = call @_where(%998, %996, %cst_215) : (tensor<16x16xi1>, tensor<2x4x16x16xf32>, tensor<f32>) -> (tensor<2x4x16x16xf32>, tensor<2x4x16x16xi1>)
    %cst_216 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1000 = stablehlo.reduce(%999#0 init: %cst_216) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %cst_217 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1001 = stablehlo.broadcast_in_dim %cst_217, dims = [] : (tensor<f32>) -> tensor<2x4x16xf32>
    %1002 = stablehlo.maximum %1001, %1000 : tensor<2x4x16xf32>
    %1003 = stablehlo.broadcast_in_dim %1002, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %1004 = stablehlo.broadcast_in_dim %1003, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %1005 = stablehlo.subtract %999#0, %1004 : tensor<2x4x16x16xf32>
    %1006 = stablehlo.exponential %1005 : tensor<2x4x16x16xf32>
    %cst_218 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1007 = stablehlo.reduce(%1006 init: %cst_218) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %1008 = stablehlo.broadcast_in_dim %1007, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %1009 = stablehlo.broadcast_in_dim %1008, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %1010 = stablehlo.divide %1006, %1009 : tensor<2x4x16x16xf32>
    %1011 = stablehlo.multiply %1008, %1008 : tensor<2x4x16x1xf32>
    %cst_219 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1012 = stablehlo.broadcast_in_dim %cst_219, dims = [] : (tensor<f32>) -> tensor<2x4x16x1xf32>
    %1013 = stablehlo.divide %1012, %1011 : tensor<2x4x16x1xf32>
    %1014 = stablehlo.dot_general %1010, %992, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %1015 = stablehlo.transpose %1014, dims = [0, 2, 1, 3] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %1016 = stablehlo.reshape %1015 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %1017 = stablehlo.dot_general %1016, %arg95, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %1018 = stablehlo.add %948, %1017 : tensor<2x16x64xf32>
    %1019 = stablehlo.broadcast_in_dim %arg94, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %1020 = stablehlo.broadcast_in_dim %1019, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %1021 = stablehlo.add %1018, %1020 : tensor<2x16x64xf32>
    %cst_220 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1022 = stablehlo.reduce(%1021 init: %cst_220) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1023 = stablehlo.broadcast_in_dim %1022, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_221 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %1024 = stablehlo.broadcast_in_dim %cst_221, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %1025 = stablehlo.divide %1023, %1024 : tensor<2x16x1xf32>
    %1026 = stablehlo.broadcast_in_dim %1025, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %1027 = stablehlo.subtract %1021, %1026 : tensor<2x16x64xf32>
    %1028 = stablehlo.multiply %1027, %1027 : tensor<2x16x64xf32>
    %cst_222 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %1029 = stablehlo.broadcast_in_dim %cst_222, dims = [] : (tensor<f32>) -> tensor<2x16x64xf32>
    %1030 = stablehlo.multiply %1029, %1027 : tensor<2x16x64xf32>
    %cst_223 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1031 = stablehlo.reduce(%1028 init: %cst_223) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1032 = stablehlo.broadcast_in_dim %1031, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_224 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %1033 = stablehlo.broadcast_in_dim %cst_224, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %1034 = stablehlo.divide %1032, %1033 : tensor<2x16x1xf32>
    %1035 = stablehlo.broadcast_in_dim %1025, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %1036 = stablehlo.subtract %1021, %1035 : tensor<2x16x64xf32>
    %cst_225 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %1037 = stablehlo.broadcast_in_dim %cst_225, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %1038 = stablehlo.add %1034, %1037 : tensor<2x16x1xf32>
    %1039 = stablehlo.sqrt %1038 : tensor<2x16x1xf32>
    %cst_226 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1040 = stablehlo.broadcast_in_dim %cst_226, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %1041 = stablehlo.divide %1040, %1039 : tensor<2x16x1xf32>
    %1042 = stablehlo.broadcast_in_dim %1039, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %1043 = stablehlo.divide %1036, %1042 : tensor<2x16x64xf32>
    %1044 = stablehlo.multiply %1039, %1039 : tensor<2x16x1xf32>
    %cst_227 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1045 = stablehlo.broadcast_in_dim %cst_227, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %1046 = stablehlo.divide %1045, %1044 : tensor<2x16x1xf32>
    %1047 = stablehlo.broadcast_in_dim %arg91, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %1048 = stablehlo.broadcast_in_dim %1047, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %1049 = stablehlo.multiply %1043, %1048 : tensor<2x16x64xf32>
    %1050 = stablehlo.broadcast_in_dim %arg90, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %1051 = stablehlo.broadcast_in_dim %1050, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %1052 = stablehlo.add %1049, %1051 : tensor<2x16x64xf32>
    %1053 = stablehlo.dot_general %1052, %arg87, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x256xf32>) -> tensor<2x16x256xf32>
    %1054 = stablehlo.broadcast_in_dim %arg86, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %1055 = stablehlo.broadcast_in_dim %1054, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<2x16x256xf32>
    %1056 = stablehlo.add %1053, %1055 : tensor<2x16x256xf32>
    %cst_228 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1057 = stablehlo.broadcast_in_dim %cst_228, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %1058 = stablehlo.multiply %1057, %1056 : tensor<2x16x256xf32>
    %cst_229 = stablehlo.constant dense<0.636619746> : tensor<f32>
    %1059 = stablehlo.sqrt %cst_229 : tensor<f32>
    %1060 = stablehlo.multiply %1056, %1056 : tensor<2x16x256xf32>
    %1061 = stablehlo.multiply %1060, %1056 : tensor<2x16x256xf32>
    %1062 = stablehlo.multiply %1056, %1056 : tensor<2x16x256xf32>
    %cst_230 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %1063 = stablehlo.broadcast_in_dim %cst_230, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %1064 = stablehlo.multiply %1063, %1062 : tensor<2x16x256xf32>
    %cst_231 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %1065 = stablehlo.broadcast_in_dim %cst_231, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %1066 = stablehlo.multiply %1065, %1061 : tensor<2x16x256xf32>
    %1067 = stablehlo.add %1056, %1066 : tensor<2x16x256xf32>
    %1068 = stablehlo.convert %1059 : tensor<f32>
    %1069 = stablehlo.broadcast_in_dim %1068, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %1070 = stablehlo.multiply %1069, %1067 : tensor<2x16x256xf32>
    %1071 = stablehlo.tanh %1070 : tensor<2x16x256xf32>
    %cst_232 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1072 = stablehlo.broadcast_in_dim %cst_232, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %1073 = stablehlo.subtract %1072, %1071 : tensor<2x16x256xf32>
    %cst_233 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1074 = stablehlo.broadcast_in_dim %cst_233, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %1075 = stablehlo.add %1074, %1071 : tensor<2x16x256xf32>
    %1076 = stablehlo.multiply %1058, %1075 : tensor<2x16x256xf32>
    %1077 = stablehlo.dot_general %1076, %arg93, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x256xf32>, tensor<256x64xf32>) -> tensor<2x16x64xf32>
    %1078 = stablehlo.add %1021, %1077 : tensor<2x16x64xf32>
    %1079 = stablehlo.broadcast_in_dim %arg92, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %1080 = stablehlo.broadcast_in_dim %1079, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %1081 = stablehlo.add %1078, %1080 : tensor<2x16x64xf32>
    %cst_234 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1082 = stablehlo.reduce(%1081 init: %cst_234) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1083 = stablehlo.broadcast_in_dim %1082, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_235 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %1084 = stablehlo.broadcast_in_dim %cst_235, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %1085 = stablehlo.divide %1083, %1084 : tensor<2x16x1xf32>
    %1086 = stablehlo.broadcast_in_dim %1085, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %1087 = stablehlo.subtract %1081, %1086 : tensor<2x16x64xf32>
    %1088 = stablehlo.multiply %1087, %1087 : tensor<2x16x64xf32>
    %cst_236 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %1089 = stablehlo.broadcast_in_dim %cst_236, dims = [] : (tensor<f32>) -> tensor<2x16x64xf32>
    %1090 = stablehlo.multiply %1089, %1087 : tensor<2x16x64xf32>
    %cst_237 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1091 = stablehlo.reduce(%1088 init: %cst_237) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1092 = stablehlo.broadcast_in_dim %1091, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_238 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %1093 = stablehlo.broadcast_in_dim %cst_238, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %1094 = stablehlo.divide %1092, %1093 : tensor<2x16x1xf32>
    %1095 = stablehlo.broadcast_in_dim %1085, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %1096 = stablehlo.subtract %1081, %1095 : tensor<2x16x64xf32>
    %cst_239 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %1097 = stablehlo.broadcast_in_dim %cst_239, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %1098 = stablehlo.add %1094, %1097 : tensor<2x16x1xf32>
    %1099 = stablehlo.sqrt %1098 : tensor<2x16x1xf32>
    %cst_240 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1100 = stablehlo.broadcast_in_dim %cst_240, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %1101 = stablehlo.divide %1100, %1099 : tensor<2x16x1xf32>
    %1102 = stablehlo.broadcast_in_dim %1099, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %1103 = stablehlo.divide %1096, %1102 : tensor<2x16x64xf32>
    %1104 = stablehlo.multiply %1099, %1099 : tensor<2x16x1xf32>
    %cst_241 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1105 = stablehlo.broadcast_in_dim %cst_241, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %1106 = stablehlo.divide %1105, %1104 : tensor<2x16x1xf32>
    %1107 = stablehlo.broadcast_in_dim %arg101, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %1108 = stablehlo.broadcast_in_dim %1107, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %1109 = stablehlo.multiply %1103, %1108 : tensor<2x16x64xf32>
    %1110 = stablehlo.broadcast_in_dim %arg100, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %1111 = stablehlo.broadcast_in_dim %1110, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %1112 = stablehlo.add %1109, %1111 : tensor<2x16x64xf32>
    %1113 = stablehlo.dot_general %1112, %arg97, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x192xf32>) -> tensor<2x16x192xf32>
    %1114 = stablehlo.broadcast_in_dim %arg96, dims = [2] : (tensor<192xf32>) -> tensor<1x1x192xf32>
    %1115 = stablehlo.broadcast_in_dim %1114, dims = [0, 1, 2] : (tensor<1x1x192xf32>) -> tensor<2x16x192xf32>
    %1116 = stablehlo.add %1113, %1115 : tensor<2x16x192xf32>
    %1117 = stablehlo.slice %1116 [0:2, 0:16, 0:64] : (tensor<2x16x192xf32>) -> tensor<2x16x64xf32>
    %1118 = stablehlo.slice %1116 [0:2, 0:16, 64:128] : (tensor<2x16x192xf32>) -> tensor<2x16x64xf32>
    %1119 = stablehlo.slice %1116 [0:2, 0:16, 128:192] : (tensor<2x16x192xf32>) -> tensor<2x16x64xf32>
    %1120 = stablehlo.reshape %1117 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %1121 = stablehlo.transpose %1120, dims = [0, 2, 1, 3] : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %1122 = stablehlo.reshape %1118 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %1123 = stablehlo.transpose %1122, dims = [0, 2, 1, 3] : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %1124 = stablehlo.reshape %1119 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %1125 = stablehlo.transpose %1124, dims = [0, 2, 1, 3] : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %1126 = stablehlo.transpose %1123, dims = [0, 1, 3, 2] : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %1127 = stablehlo.dot_general %1121, %1126, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %cst_242 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %1128 = stablehlo.broadcast_in_dim %cst_242, dims = [] : (tensor<f32>) -> tensor<2x4x16x16xf32>
    %1129 = stablehlo.multiply %1127, %1128 : tensor<2x4x16x16xf32>
    %c_243 = stablehlo.constant dense<true> : tensor<i1>
    %1130 = stablehlo.broadcast_in_dim %c_243, dims = [] : (tensor<i1>) -> tensor<16x16xi1>
    %1131 = call @tril(%1130) : (tensor<16x16xi1>) -> tensor<16x16xi1>
    %cst_244 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %1132:2 = call @_where(%1131, %1129, %cst_244) : (tensor<16x16xi1>, tensor<2x4x16x16xf32>, tensor<f32>) -> (tensor<2x4x16x16xf32>, tensor<2x4x16x16xi1>)
    %cst_245 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1133 = stablehlo.reduce(%1132#0 init: %cst_245) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %cst_246 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1134 = stablehlo.broadcast_in_dim %cst_246, dims = [] : (tensor<f32>) -> tensor<2x4x16xf32>
    %1135 = stablehlo.maximum %1134, %1133 : tensor<2x4x16xf32>
    %1136 = stablehlo.broadcast_in_dim %1135, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %1137 = stablehlo.broadcast_in_dim %1136, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %1138 = stablehlo.subtract %1132#0, %1137 : tensor<2x4x16x16xf32>
    %1139 = stablehlo.exponential %1138 : tensor<2x4x16x16xf32>
    %cst_247 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1140 = stablehlo.reduce(%1139 init: %cst_247) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %1141 = stablehlo.broadcast_in_dim %1140, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %1142 = stablehlo.broadcast_in_dim %1141, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %1143 = stablehlo.divide %1139, %1142 : tensor<2x4x16x16xf32>
    %1144 = stablehlo.multiply %1141, %1141 : tensor<2x4x16x1xf32>
    %cst_248 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1145 = stablehlo.broadcast_in_dim %cst_248, dims = [] : (tensor<f32>) -> tensor<2x4x16x1xf32>
    %1146 = stablehlo.divide %1145, %1144 : tensor<2x4x16x1xf32>
    %1147 = stablehlo.dot_general %1143, %1125, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %1148 = stablehlo.transpose %1147, dims = [0, 2, 1, 3] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %1149 = stablehlo.reshape %1148 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %1150 = stablehlo.dot_general %1149, %arg107, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %1151 = stablehlo.add %1081, %1150 : tensor<2x16x64xf32>
    %1152 = stablehlo.broadcast_in_dim %arg106, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %1153 = stablehlo.broadcast_in_dim %1152, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %1154 = stablehlo.add %1151, %1153 : tensor<2x16x64xf32>
    %cst_249 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1155 = stablehlo.reduce(%1154 init: %cst_249) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1156 = stablehlo.broadcast_in_dim %1155, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_250 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %1157 = stablehlo.broadcast_in_dim %cst_250, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %1158 = stablehlo.divide %1156, %1157 : tensor<2x16x1xf32>
    %1159 = stablehlo.broadcast_in_dim %1158, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %1160 = stablehlo.subtract %1154, %1159 : tensor<2x16x64xf32>
    %1161 = stablehlo.multiply %1160, %1160 : tensor<2x16x64xf32>
    %cst_251 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %1162 = stablehlo.broadcast_in_dim %cst_251, dims = [] : (tensor<f32>) -> tensor<2x16x64xf32>
    %1163 = stablehlo.multiply %1162, %1160 : tensor<2x16x64xf32>
    %cst_252 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1164 = stablehlo.reduce(%1161 init: %cst_252) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1165 = stablehlo.broadcast_in_dim %1164, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_253 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %1166 = stablehlo.broadcast_in_dim %cst_253, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %1167 = stablehlo.divide %1165, %1166 : tensor<2x16x1xf32>
    %1168 = stablehlo.broadcast_in_dim %1158, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %1169 = stablehlo.subtract %1154, %1168 : tensor<2x16x64xf32>
    %cst_254 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %1170 = stablehlo.broadcast_in_dim %cst_254, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %1171 = stablehlo.add %1167, %1170 : tensor<2x16x1xf32>
    %1172 = stablehlo.sqrt %1171 : tensor<2x16x1xf32>
    %cst_255 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1173 = stablehlo.broadcast_in_dim %cst_255, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %1174 = stablehlo.divide %1173, %1172 : tensor<2x16x1xf32>
    %1175 = stablehlo.broadcast_in_dim %1172, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %1176 = stablehlo.divide %1169, %1175 : tensor<2x16x64xf32>
    %1177 = stablehlo.multiply %1172, %1172 : tensor<2x16x1xf32>
    %cst_256 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1178 = stablehlo.broadcast_in_dim %cst_256, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %1179 = stablehlo.divide %1178, %1177 : tensor<2x16x1xf32>
    %1180 = stablehlo.broadcast_in_dim %arg103, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %1181 = stablehlo.broadcast_in_dim %1180, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %1182 = stablehlo.multiply %1176, %1181 : tensor<2x16x64xf32>
    %1183 = stablehlo.broadcast_in_dim %arg102, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %1184 = stablehlo.broadcast_in_dim %1183, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %1185 = stablehlo.add %1182, %1184 : tensor<2x16x64xf32>
    %1186 = stablehlo.dot_general %1185, %arg99, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x256xf32>) -> tensor<2x16x256xf32>
    %1187 = stablehlo.broadcast_in_dim %arg98, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %1188 = stablehlo.broadcast_in_dim %1187, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<2x16x256xf32>
    %1189 = stablehlo.add %1186, %1188 : tensor<2x16x256xf32>
    %cst_257 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1190 = stablehlo.broadcast_in_dim %cst_257, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %1191 = stablehlo.multiply %1190, %1189 : tensor<2x16x256xf32>
    %cst_258 = stablehlo.constant dense<0.636619746> : tensor<f32>
    %1192 = stablehlo.sqrt %cst_258 : tensor<f32>
    %1193 = stablehlo.multiply %1189, %1189 : tensor<2x16x256xf32>
    %1194 = stablehlo.multiply %1193, %1189 : tensor<2x16x256xf32>
    %1195 = stablehlo.multiply %1189, %1189 : tensor<2x16x256xf32>
    %cst_259 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %1196 = stablehlo.broadcast_in_dim %cst_259, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %1197 = stablehlo.multiply %1196, %1195 : tensor<2x16x256xf32>
    %cst_260 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %1198 = stablehlo.broadcast_in_dim %cst_260, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %1199 = stablehlo.multiply %1198, %1194 : tensor<2x16x256xf32>
    %1200 = stablehlo.add %1189, %1199 : tensor<2x16x256xf32>
    %1201 = stablehlo.convert %1192 : tensor<f32>
    %1202 = stablehlo.broadcast_in_dim %1201, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %1203 = stablehlo.multiply %1202, %1200 : tensor<2x16x256xf32>
    %1204 = stablehlo.tanh %1203 : tensor<2x16x256xf32>
    %cst_261 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1205 = stablehlo.broadcast_in_dim %cst_261, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %1206 = stablehlo.subtract %1205, %1204 : tensor<2x16x256xf32>
    %cst_262 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1207 = stablehlo.broadcast_in_dim %cst_262, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %1208 = stablehlo.add %1207, %1204 : tensor<2x16x256xf32>
    %1209 = stablehlo.multiply %1191, %1208 : tensor<2x16x256xf32>
    %1210 = stablehlo.dot_general %1209, %arg105, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x256xf32>, tensor<256x64xf32>) -> tensor<2x16x64xf32>
    %1211 = stablehlo.add %1154, %1210 : tensor<2x16x64xf32>
    %1212 = stablehlo.broadcast_in_dim %arg104, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %1213 = stablehlo.broadcast_in_dim %1212, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %1214 = stablehlo.add %1211, %1213 : tensor<2x16x64xf32>
    %cst_263 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1215 = stablehlo.reduce(%1214 init: %cst_263) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1216 = stablehlo.broadcast_in_dim %1215, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_264 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %1217 = stablehlo.broadcast_in_dim %cst_264, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %1218 = stablehlo.divide %1216, %1217 : tensor<2x16x1xf32>
    %1219 = stablehlo.broadcast_in_dim %1218, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %1220 = stablehlo.subtract %1214, %1219 : tensor<2x16x64xf32>
    %1221 = stablehlo.multiply %1220, %1220 : tensor<2x16x64xf32>
    %cst_265 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %1222 = stablehlo.broadcast_in_dim %cst_265, dims = [] : (tensor<f32>) -> tensor<2x16x64xf32>
    %1223 = stablehlo.multiply %1222, %1220 : tensor<2x16x64xf32>
    %cst_266 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1224 = stablehlo.reduce(%1221 init: %cst_266) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1225 = stablehlo.broadcast_in_dim %1224, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_267 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %1226 = stablehlo.broadcast_in_dim %cst_267, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %1227 = stablehlo.divide %1225, %1226 : tensor<2x16x1xf32>
    %1228 = stablehlo.broadcast_in_dim %1218, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %1229 = stablehlo.subtract %1214, %1228 : tensor<2x16x64xf32>
    %cst_268 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %1230 = stablehlo.broadcast_in_dim %cst_268, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %1231 = stablehlo.add %1227, %1230 : tensor<2x16x1xf32>
    %1232 = stablehlo.sqrt %1231 : tensor<2x16x1xf32>
    %cst_269 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1233 = stablehlo.broadcast_in_dim %cst_269, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %1234 = stablehlo.divide %1233, %1232 : tensor<2x16x1xf32>
    %1235 = stablehlo.broadcast_in_dim %1232, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %1236 = stablehlo.divide %1229, %1235 : tensor<2x16x64xf32>
    %1237 = stablehlo.multiply %1232, %1232 : tensor<2x16x1xf32>
    %cst_270 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1238 = stablehlo.broadcast_in_dim %cst_270, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %1239 = stablehlo.divide %1238, %1237 : tensor<2x16x1xf32>
    %1240 = stablehlo.broadcast_in_dim %arg113, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %1241 = stablehlo.broadcast_in_dim %1240, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %1242 = stablehlo.multiply %1236, %1241 : tensor<2x16x64xf32>
    %1243 = stablehlo.broadcast_in_dim %arg112, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %1244 = stablehlo.broadcast_in_dim %1243, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %1245 = stablehlo.add %1242, %1244 : tensor<2x16x64xf32>
    %1246 = stablehlo.dot_general %1245, %arg109, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x192xf32>) -> tensor<2x16x192xf32>
    %1247 = stablehlo.broadcast_in_dim %arg108, dims = [2] : (tensor<192xf32>) -> tensor<1x1x192xf32>
    %1248 = stablehlo.broadcast_in_dim %1247, dims = [0, 1, 2] : (tensor<1x1x192xf32>) -> tensor<2x16x192xf32>
    %1249 = stablehlo.add %1246, %1248 : tensor<2x16x192xf32>
    %1250 = stablehlo.slice %1249 [0:2, 0:16, 0:64] : (tensor<2x16x192xf32>) -> tensor<2x16x64xf32>
    %1251 = stablehlo.slice %1249 [0:2, 0:16, 64:128] : (tensor<2x16x192xf32>) -> tensor<2x16x64xf32>
    %1252 = stablehlo.slice %1249 [0:2, 0:16, 128:192] : (tensor<2x16x192xf32>) -> tensor<2x16x64xf32>
    %1253 = stablehlo.reshape %1250 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %1254 = stablehlo.transpose %1253, dims = [0, 2, 1, 3] : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %1255 = stablehlo.reshape %1251 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %1256 = stablehlo.transpose %1255, dims = [0, 2, 1, 3] : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %1257 = stablehlo.reshape %1252 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %1258 = stablehlo.transpose %1257, dims = [0, 2, 1, 3] : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %1259 = stablehlo.transpose %1256, dims = [0, 1, 3, 2] : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %1260 = stablehlo.dot_general %1254, %1259, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %cst_271 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %1261 = stablehlo.broadcast_in_dim %cst_271, dims = [] : (tensor<f32>) -> tensor<2x4x16x16xf32>
    %1262 = stablehlo.multiply %1260, %1261 : tensor<2x4x16x16xf32>
    %c_272 = stablehlo.constant dense<true> : tensor<i1>
    %1263 = stablehlo.broadcast_in_dim %c_272, dims = [] : (tensor<i1>) -> tensor<16x16xi1>
    %1264 = call @tril(%1263) : (tensor<16x16xi1>) -> tensor<16x16xi1>
    %cst_273 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %1265:2 = call @_where(%1264, %1262, %cst_273) : (tensor<16x16xi1>, tensor<2x4x16x16xf32>, tensor<f32>) -> (tensor<2x4x16x16xf32>, tensor<2x4x16x16xi1>)
    %cst_274 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1266 = stablehlo.reduce(%1265#0 init: %cst_274) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %cst_275 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1267 = stablehlo.broadcast_in_dim %cst_275, dims = [] : (tensor<f32>) -> tensor<2x4x16xf32>
    %1268 = stablehlo.maximum %1267, %1266 : tensor<2x4x16xf32>
    %1269 = stablehlo.broadcast_in_dim %1268, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %1270 = stablehlo.broadcast_in_dim %1269, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %1271 = stablehlo.subtract %1265#0, %1270 : tensor<2x4x16x16xf32>
    %1272 = stablehlo.exponential %1271 : tensor<2x4x16x16xf32>
    %cst_276 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1273 = stablehlo.reduce(%1272 init: %cst_276) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %1274 = stablehlo.broadcast_in_dim %1273, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %1275 = stablehlo.broadcast_in_dim %1274, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %1276 = stablehlo.divide %1272, %1275 : tensor<2x4x16x16xf32>
    %1277 = stablehlo.multiply %1274, %1274 : tensor<2x4x16x1xf32>
    %cst_277 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1278 = stablehlo.broadcast_in_dim %cst_277, dims = [] : (tensor<f32>) -> tensor<2x4x16x1xf32>
    %1279 = stablehlo.divide %1278, %1277 : tensor<2x4x16x1xf32>
    %1280 = stablehlo.dot_general %1276, %1258, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %1281 = stablehlo.transpose %1280, dims = [0, 2, 1, 3] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %1282 = stablehlo.reshape %1281 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %1283 = stablehlo.dot_general %1282, %arg119, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %1284 = stablehlo.add %1214, %1283 : tensor<2x16x64xf32>
    %1285 = stablehlo.broadcast_in_dim %arg118, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %1286 = stablehlo.broadcast_in_dim %1285, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %1287 = stablehlo.add %1284, %1286 : tensor<2x16x64xf32>
    %cst_278 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1288 = stablehlo.reduce(%1287 init: %cst_278) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1289 = stablehlo.broadcast_in_dim %1288, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_279 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %1290 = stablehlo.broadcast_in_dim %cst_279, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %1291 = stablehlo.divide %1289, %1290 : tensor<2x16x1xf32>
    %1292 = stablehlo.broadcast_in_dim %1291, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %1293 = stablehlo.subtract %1287, %1292 : tensor<2x16x64xf32>
    %1294 = stablehlo.multiply %1293, %1293 : tensor<2x16x64xf32>
    %cst_280 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %1295 = stablehlo.broadcast_in_dim %cst_280, dims = [] : (tensor<f32>) -> tensor<2x16x64xf32>
    %1296 = stablehlo.multiply %1295, %1293 : tensor<2x16x64xf32>
    %cst_281 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1297 = stablehlo.reduce(%1294 init: %cst_281) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1298 = stablehlo.broadcast_in_dim %1297, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_282 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %1299 = stablehlo.broadcast_in_dim %cst_282, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %1300 = stablehlo.divide %1298, %1299 : tensor<2x16x1xf32>
    %1301 = stablehlo.broadcast_in_dim %1291, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %1302 = stablehlo.subtract %1287, %1301 : tensor<2x16x64xf32>
    %cst_283 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %1303 = stablehlo.broadcast_in_dim %cst_283, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %1304 = stablehlo.add %1300, %1303 : tensor<2x16x1xf32>
    %1305 = stablehlo.sqrt %1304 : tensor<2x16x1xf32>
    %cst_284 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1306 = stablehlo.broadcast_in_dim %cst_284, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %1307 = stablehlo.divide %1306, %1305 : tensor<2x16x1xf32>
    %1308 = stablehlo.broadcast_in_dim %1305, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %1309 = stablehlo.divide %1302, %1308 : tensor<2x16x64xf32>
    %1310 = stablehlo.multiply %1305, %1305 : tensor<2x16x1xf32>
    %cst_285 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1311 = stablehlo.broadcast_in_dim %cst_285, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %1312 = stablehlo.divide %1311, %1310 : tensor<2x16x1xf32>
    %1313 = stablehlo.broadcast_in_dim %arg115, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %1314 = stablehlo.broadcast_in_dim %1313, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %1315 = stablehlo.multiply %1309, %1314 : tensor<2x16x64xf32>
    %1316 = stablehlo.broadcast_in_dim %arg114, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %1317 = stablehlo.broadcast_in_dim %1316, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %1318 = stablehlo.add %1315, %1317 : tensor<2x16x64xf32>
    %1319 = stablehlo.dot_general %1318, %arg111, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x256xf32>) -> tensor<2x16x256xf32>
    %1320 = stablehlo.broadcast_in_dim %arg110, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %1321 = stablehlo.broadcast_in_dim %1320, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<2x16x256xf32>
    %1322 = stablehlo.add %1319, %1321 : tensor<2x16x256xf32>
    %cst_286 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1323 = stablehlo.broadcast_in_dim %cst_286, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %1324 = stablehlo.multiply %1323, %1322 : tensor<2x16x256xf32>
    %cst_287 = stablehlo.constant dense<0.636619746> : tensor<f32>
    %1325 = stablehlo.sqrt %cst_287 : tensor<f32>
    %1326 = stablehlo.multiply %1322, %1322 : tensor<2x16x256xf32>
    %1327 = stablehlo.multiply %1326, %1322 : tensor<2x16x256xf32>
    %1328 = stablehlo.multiply %1322, %1322 : tensor<2x16x256xf32>
    %cst_288 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %1329 = stablehlo.broadcast_in_dim %cst_288, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %1330 = stablehlo.multiply %1329, %1328 : tensor<2x16x256xf32>
    %cst_289 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %1331 = stablehlo.broadcast_in_dim %cst_289, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %1332 = stablehlo.multiply %1331, %1327 : tensor<2x16x256xf32>
    %1333 = stablehlo.add %1322, %1332 : tensor<2x16x256xf32>
    %1334 = stablehlo.convert %1325 : tensor<f32>
    %1335 = stablehlo.broadcast_in_dim %1334, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %1336 = stablehlo.multiply %1335, %1333 : tensor<2x16x256xf32>
    %1337 = stablehlo.tanh %1336 : tensor<2x16x256xf32>
    %cst_290 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1338 = stablehlo.broadcast_in_dim %cst_290, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %1339 = stablehlo.subtract %1338, %1337 : tensor<2x16x256xf32>
    %cst_291 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1340 = stablehlo.broadcast_in_dim %cst_291, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %1341 = stablehlo.add %1340, %1337 : tensor<2x16x256xf32>
    %1342 = stablehlo.multiply %1324, %1341 : tensor<2x16x256xf32>
    %1343 = stablehlo.dot_general %1342, %arg117, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x256xf32>, tensor<256x64xf32>) -> tensor<2x16x64xf32>
    %1344 = stablehlo.add %1287, %1343 : tensor<2x16x64xf32>
    %1345 = stablehlo.broadcast_in_dim %arg116, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %1346 = stablehlo.broadcast_in_dim %1345, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %1347 = stablehlo.add %1344, %1346 : tensor<2x16x64xf32>
    %cst_292 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1348 = stablehlo.reduce(%1347 init: %cst_292) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1349 = stablehlo.broadcast_in_dim %1348, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_293 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %1350 = stablehlo.broadcast_in_dim %cst_293, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %1351 = stablehlo.divide %1349, %1350 : tensor<2x16x1xf32>
    %1352 = stablehlo.broadcast_in_dim %1351, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %1353 = stablehlo.subtract %1347, %1352 : tensor<2x16x64xf32>
    %1354 = stablehlo.multiply %1353, %1353 : tensor<2x16x64xf32>
    %cst_294 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %1355 = stablehlo.broadcast_in_dim %cst_294, dims = [] : (tensor<f32>) -> tensor<2x16x64xf32>
    %1356 = stablehlo.multiply %1355, %1353 : tensor<2x16x64xf32>
    %cst_295 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1357 = stablehlo.reduce(%1354 init: %cst_295) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1358 = stablehlo.broadcast_in_dim %1357, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_296 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %1359 = stablehlo.broadcast_in_dim %cst_296, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %1360 = stablehlo.divide %1358, %1359 : tensor<2x16x1xf32>
    %1361 = stablehlo.broadcast_in_dim %1351, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %1362 = stablehlo.subtract %1347, %1361 : tensor<2x16x64xf32>
    %cst_297 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %1363 = stablehlo.broadcast_in_dim %cst_297, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %1364 = stablehlo.add %1360, %1363 : tensor<2x16x1xf32>
    %1365 = stablehlo.sqrt %1364 : tensor<2x16x1xf32>
    %cst_298 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1366 = stablehlo.broadcast_in_dim %cst_298, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %1367 = stablehlo.divide %1366, %1365 : tensor<2x16x1xf32>
    %1368 = stablehlo.broadcast_in_dim %1365, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %1369 = stablehlo.divide %1362, %1368 : tensor<2x16x64xf32>
    %1370 = stablehlo.multiply %1365, %1365 : tensor<2x16x1xf32>
    %cst_299 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1371 = stablehlo.broadcast_in_dim %cst_299, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %1372 = stablehlo.divide %1371, %1370 : tensor<2x16x1xf32>
    %1373 = stablehlo.broadcast_in_dim %arg125, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %1374 = stablehlo.broadcast_in_dim %1373, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %1375 = stablehlo.multiply %1369, %1374 : tensor<2x16x64xf32>
    %1376 = stablehlo.broadcast_in_dim %arg124, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %1377 = stablehlo.broadcast_in_dim %1376, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %1378 = stablehlo.add %1375, %1377 : tensor<2x16x64xf32>
    %1379 = stablehlo.dot_general %1378, %arg121, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x192xf32>) -> tensor<2x16x192xf32>
    %1380 = stablehlo.broadcast_in_dim %arg120, dims = [2] : (tensor<192xf32>) -> tensor<1x1x192xf32>
    %1381 = stablehlo.broadcast_in_dim %1380, dims = [0, 1, 2] : (tensor<1x1x192xf32>) -> tensor<2x16x192xf32>
    %1382 = stablehlo.add %1379, %1381 : tensor<2x16x192xf32>
    %1383 = stablehlo.slice %1382 [0:2, 0:16, 0:64] : (tensor<2x16x192xf32>) -> tensor<2x16x64xf32>
    %1384 = stablehlo.slice %1382 [0:2, 0:16, 64:128] : (tensor<2x16x192xf32>) -> tensor<2x16x64xf32>
    %1385 = stablehlo.slice %1382 [0:2, 0:16, 128:192] : (tensor<2x16x192xf32>) -> tensor<2x16x64xf32>
    %1386 = stablehlo.reshape %1383 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %1387 = stablehlo.transpose %1386, dims = [0, 2, 1, 3] : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %1388 = stablehlo.reshape %1384 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %1389 = stablehlo.transpose %1388, dims = [0, 2, 1, 3] : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %1390 = stablehlo.reshape %1385 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %1391 = stablehlo.transpose %1390, dims = [0, 2, 1, 3] : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %1392 = stablehlo.transpose %1389, dims = [0, 1, 3, 2] : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %1393 = stablehlo.dot_general %1387, %1392, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %cst_300 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %1394 = stablehlo.broadcast_in_dim %cst_300, dims = [] : (tensor<f32>) -> tensor<2x4x16x16xf32>
    %1395 = stablehlo.multiply %1393, %1394 : tensor<2x4x16x16xf32>
    %c_301 = stablehlo.constant dense<true> : tensor<i1>
    %1396 = stablehlo.broadcast_in_dim %c_301, dims = [] : (tensor<i1>) -> tensor<16x16xi1>
    %1397 = call @tril(%1396) : (tensor<16x16xi1>) -> tensor<16x16xi1>
    %cst_302 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %1398:2 = call @_where(%1397, %1395, %cst_302) : (tensor<16x16xi1>, tensor<2x4x16x16xf32>, tensor<f32>) -> (tensor<2x4x16x16xf32>, tensor<2x4x16x16xi1>)
    %cst_303 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1399 = stablehlo.reduce(%1398#0 init: %cst_303) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %cst_304 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1400 = stablehlo.broadcast_in_dim %cst_304, dims = [] : (tensor<f32>) -> tensor<2x4x16xf32>
    %1401 = stablehlo.maximum %1400, %1399 : tensor<2x4x16xf32>
    %1402 = stablehlo.broadcast_in_dim %1401, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %1403 = stablehlo.broadcast_in_dim %1402, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %1404 = stablehlo.subtract %1398#0, %1403 : tensor<2x4x16x16xf32>
    %1405 = stablehlo.exponential %1404 : tensor<2x4x16x16xf32>
    %cst_305 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1406 = stablehlo.reduce(%1405 init: %cst_305) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %1407 = stablehlo.broadcast_in_dim %1406, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %1408 = stablehlo.broadcast_in_dim %1407, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %1409 = stablehlo.divide %1405, %1408 : tensor<2x4x16x16xf32>
    %1410 = stablehlo.multiply %1407, %1407 : tensor<2x4x16x1xf32>
    %cst_306 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1411 = stablehlo.broadcast_in_dim %cst_306, dims = [] : (tensor<f32>) -> tensor<2x4x16x1xf32>
    %1412 = stablehlo.divide %1411, %1410 : tensor<2x4x16x1xf32>
    %1413 = stablehlo.dot_general %1409, %1391, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %1414 = stablehlo.transpose %1413, dims = [0, 2, 1, 3] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %1415 = stablehlo.reshape %1414 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %1416 = stablehlo.dot_general %1415, %arg131, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %1417 = stablehlo.add %1347, %1416 : tensor<2x16x64xf32>
    %1418 = stablehlo.broadcast_in_dim %arg130, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %1419 = stablehlo.broadcast_in_dim %1418, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %1420 = stablehlo.add %1417, %1419 : tensor<2x16x64xf32>
    %cst_307 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1421 = stablehlo.reduce(%1420 init: %cst_307) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1422 = stablehlo.broadcast_in_dim %1421, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_308 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %1423 = stablehlo.broadcast_in_dim %cst_308, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %1424 = stablehlo.divide %1422, %1423 : tensor<2x16x1xf32>
    %1425 = stablehlo.broadcast_in_dim %1424, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %1426 = stablehlo.subtract %1420, %1425 : tensor<2x16x64xf32>
    %1427 = stablehlo.multiply %1426, %1426 : tensor<2x16x64xf32>
    %cst_309 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %1428 = stablehlo.broadcast_in_dim %cst_309, dims = [] : (tensor<f32>) -> tensor<2x16x64xf32>
    %1429 = stablehlo.multiply %1428, %1426 : tensor<2x16x64xf32>
    %cst_310 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1430 = stablehlo.reduce(%1427 init: %cst_310) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1431 = stablehlo.broadcast_in_dim %1430, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_311 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %1432 = stablehlo.broadcast_in_dim %cst_311, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %1433 = stablehlo.divide %1431, %1432 : tensor<2x16x1xf32>
    %1434 = stablehlo.broadcast_in_dim %1424, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %1435 = stablehlo.subtract %1420, %1434 : tensor<2x16x64xf32>
    %cst_312 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %1436 = stablehlo.broadcast_in_dim %cst_312, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %1437 = stablehlo.add %1433, %1436 : tensor<2x16x1xf32>
    %1438 = stablehlo.sqrt %1437 : tensor<2x16x1xf32>
    %cst_313 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1439 = stablehlo.broadcast_in_dim %cst_313, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %1440 = stablehlo.divide %1439, %1438 : tensor<2x16x1xf32>
    %1441 = stablehlo.broadcast_in_dim %1438, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %1442 = stablehlo.divide %1435, %1441 : tensor<2x16x64xf32>
    %1443 = stablehlo.multiply %1438, %1438 : tensor<2x16x1xf32>
    %cst_314 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1444 = stablehlo.broadcast_in_dim %cst_314, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %1445 = stablehlo.divide %1444, %1443 : tensor<2x16x1xf32>
    %1446 = stablehlo.broadcast_in_dim %arg127, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %1447 = stablehlo.broadcast_in_dim %1446, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %1448 = stablehlo.multiply %1442, %1447 : tensor<2x16x64xf32>
    %1449 = stablehlo.broadcast_in_dim %arg126, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %1450 = stablehlo.broadcast_in_dim %1449, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %1451 = stablehlo.add %1448, %1450 : tensor<2x16x64xf32>
    %1452 = stablehlo.dot_general %1451, %arg123, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x256xf32>) -> tensor<2x16x256xf32>
    %1453 = stablehlo.broadcast_in_dim %arg122, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %1454 = stablehlo.broadcast_in_dim %1453, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<2x16x256xf32>
    %1455 = stablehlo.add %1452, %1454 : tensor<2x16x256xf32>
    %cst_315 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1456 = stablehlo.broadcast_in_dim %cst_315, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %1457 = stablehlo.multiply %1456, %1455 : tensor<2x16x256xf32>
    %cst_316 = stablehlo.constant dense<0.636619746> : tensor<f32>
    %1458 = stablehlo.sqrt %cst_316 : tensor<f32>
    %1459 = stablehlo.multiply %1455, %1455 : tensor<2x16x256xf32>
    %1460 = stablehlo.multiply %1459, %1455 : tensor<2x16x256xf32>
    %1461 = stablehlo.multiply %1455, %1455 : tensor<2x16x256xf32>
    %cst_317 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %1462 = stablehlo.broadcast_in_dim %cst_317, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %1463 = stablehlo.multiply %1462, %1461 : tensor<2x16x256xf32>
    %cst_318 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %1464 = stablehlo.broadcast_in_dim %cst_318, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %1465 = stablehlo.multiply %1464, %1460 : tensor<2x16x256xf32>
    %1466 = stablehlo.add %1455, %1465 : tensor<2x16x256xf32>
    %1467 = stablehlo.convert %1458 : tensor<f32>
    %1468 = stablehlo.broadcast_in_dim %1467, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %1469 = stablehlo.multiply %1468, %1466 : tensor<2x16x256xf32>
    %1470 = stablehlo.tanh %1469 : tensor<2x16x256xf32>
    %cst_319 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1471 = stablehlo.broadcast_in_dim %cst_319, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %1472 = stablehlo.subtract %1471, %1470 : tensor<2x16x256xf32>
    %cst_320 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1473 = stablehlo.broadcast_in_dim %cst_320, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %1474 = stablehlo.add %1473, %1470 : tensor<2x16x256xf32>
    %1475 = stablehlo.multiply %1457, %1474 : tensor<2x16x256xf32>
    %1476 = stablehlo.dot_general %1475, %arg129, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x256xf32>, tensor<256x64xf32>) -> tensor<2x16x64xf32>
    %1477 = stablehlo.add %1420, %1476 : tensor<2x16x64xf32>
    %1478 = stablehlo.broadcast_in_dim %arg128, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %1479 = stablehlo.broadcast_in_dim %1478, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %1480 = stablehlo.add %1477, %1479 : tensor<2x16x64xf32>
    %cst_321 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1481 = stablehlo.reduce(%1480 init: %cst_321) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1482 = stablehlo.broadcast_in_dim %1481, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_322 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %1483 = stablehlo.broadcast_in_dim %cst_322, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %1484 = stablehlo.divide %1482, %1483 : tensor<2x16x1xf32>
    %1485 = stablehlo.broadcast_in_dim %1484, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %1486 = stablehlo.subtract %1480, %1485 : tensor<2x16x64xf32>
    %1487 = stablehlo.multiply %1486, %1486 : tensor<2x16x64xf32>
    %cst_323 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %1488 = stablehlo.broadcast_in_dim %cst_323, dims = [] : (tensor<f32>) -> tensor<2x16x64xf32>
    %1489 = stablehlo.multiply %1488, %1486 : tensor<2x16x64xf32>
    %cst_324 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1490 = stablehlo.reduce(%1487 init: %cst_324) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1491 = stablehlo.broadcast_in_dim %1490, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_325 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %1492 = stablehlo.broadcast_in_dim %cst_325, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %1493 = stablehlo.divide %1491, %1492 : tensor<2x16x1xf32>
    %1494 = stablehlo.broadcast_in_dim %1484, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %1495 = stablehlo.subtract %1480, %1494 : tensor<2x16x64xf32>
    %cst_326 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %1496 = stablehlo.broadcast_in_dim %cst_326, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %1497 = stablehlo.add %1493, %1496 : tensor<2x16x1xf32>
    %1498 = stablehlo.sqrt %1497 : tensor<2x16x1xf32>
    %cst_327 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1499 = stablehlo.broadcast_in_dim %cst_327, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %1500 = stablehlo.divide %1499, %1498 : tensor<2x16x1xf32>
    %1501 = stablehlo.broadcast_in_dim %1498, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %1502 = stablehlo.divide %1495, %1501 : tensor<2x16x64xf32>
    %1503 = stablehlo.multiply %1498, %1498 : tensor<2x16x1xf32>
    %cst_328 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1504 = stablehlo.broadcast_in_dim %cst_328, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %1505 = stablehlo.divide %1504, %1503 : tensor<2x16x1xf32>
    %1506 = stablehlo.broadcast_in_dim %arg137, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %1507 = stablehlo.broadcast_in_dim %1506, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %1508 = stablehlo.multiply %1502, %1507 : tensor<2x16x64xf32>
    %1509 = stablehlo.broadcast_in_dim %arg136, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %1510 = stablehlo.broadcast_in_dim %1509, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %1511 = stablehlo.add %1508, %1510 : tensor<2x16x64xf32>
    %1512 = stablehlo.dot_general %1511, %arg133, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x192xf32>) -> tensor<2x16x192xf32>
    %1513 = stablehlo.broadcast_in_dim %arg132, dims = [2] : (tensor<192xf32>) -> tensor<1x1x192xf32>
    %1514 = stablehlo.broadcast_in_dim %1513, dims = [0, 1, 2] : (tensor<1x1x192xf32>) -> tensor<2x16x192xf32>
    %1515 = stablehlo.add %1512, %1514 : tensor<2x16x192xf32>
    %1516 = stablehlo.slice %1515 [0:2, 0:16, 0:64] : (tensor<2x16x192xf32>) -> tensor<2x16x64xf32>
    %1517 = stablehlo.slice %1515 [0:2, 0:16, 64:128] : (tensor<2x16x192xf32>) -> tensor<2x16x64xf32>
    %1518 = stablehlo.slice %1515 [0:2, 0:16, 128:192] : (tensor<2x16x192xf32>) -> tensor<2x16x64xf32>
    %1519 = stablehlo.reshape %1516 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %1520 = stablehlo.transpose %1519, dims = [0, 2, 1, 3] : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %1521 = stablehlo.reshape %1517 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %1522 = stablehlo.transpose %1521, dims = [0, 2, 1, 3] : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %1523 = stablehlo.reshape %1518 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %1524 = stablehlo.transpose %1523, dims = [0, 2, 1, 3] : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %1525 = stablehlo.transpose %1522, dims = [0, 1, 3, 2] : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %1526 = stablehlo.dot_general %1520, %1525, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %cst_329 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %1527 = stablehlo.broadcast_in_dim %cst_329, dims = [] : (tensor<f32>) -> tensor<2x4x16x16xf32>
    %1528 = stablehlo.multiply %1526, %1527 : tensor<2x4x16x16xf32>
    %c_330 = stablehlo.constant dense<true> : tensor<i1>
    %1529 = stablehlo.broadcast_in_dim %c_330, dims = [] : (tensor<i1>) -> tensor<16x16xi1>
    %1530 = call @tril(%1529) : (tensor<16x16xi1>) -> tensor<16x16xi1>
    %cst_331 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %1531:2 = call @_where(%1530, %1528, %cst_331) : (tensor<16x16xi1>, tensor<2x4x16x16xf32>, tensor<f32>) -> (tensor<2x4x16x16xf32>, tensor<2x4x16x16xi1>)
    %cst_332 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1532 = stablehlo.reduce(%1531#0 init: %cst_332) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %cst_333 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1533 = stablehlo.broadcast_in_dim %cst_333, dims = [] : (tensor<f32>) -> tensor<2x4x16xf32>
    %1534 = stablehlo.maximum %1533, %1532 : tensor<2x4x16xf32>
    %1535 = stablehlo.broadcast_in_dim %1534, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %1536 = stablehlo.broadcast_in_dim %1535, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %1537 = stablehlo.subtract %1531#0, %1536 : tensor<2x4x16x16xf32>
    %1538 = stablehlo.exponential %1537 : tensor<2x4x16x16xf32>
    %cst_334 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1539 = stablehlo.reduce(%1538 init: %cst_334) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %1540 = stablehlo.broadcast_in_dim %1539, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %1541 = stablehlo.broadcast_in_dim %1540, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %1542 = stablehlo.divide %1538, %1541 : tensor<2x4x16x16xf32>
    %1543 = stablehlo.multiply %1540, %1540 : tensor<2x4x16x1xf32>
    %cst_335 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1544 = stablehlo.broadcast_in_dim %cst_335, dims = [] : (tensor<f32>) -> tensor<2x4x16x1xf32>
    %1545 = stablehlo.divide %1544, %1543 : tensor<2x4x16x1xf32>
    %1546 = stablehlo.dot_general %1542, %1524, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %1547 = stablehlo.transpose %1546, dims = [0, 2, 1, 3] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %1548 = stablehlo.reshape %1547 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %1549 = stablehlo.dot_general %1548, %arg143, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %1550 = stablehlo.add %1480, %1549 : tensor<2x16x64xf32>
    %1551 = stablehlo.broadcast_in_dim %arg142, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %1552 = stablehlo.broadcast_in_dim %1551, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %1553 = stablehlo.add %1550, %1552 : tensor<2x16x64xf32>
    %cst_336 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1554 = stablehlo.reduce(%1553 init: %cst_336) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1555 = stablehlo.broadcast_in_dim %1554, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_337 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %1556 = stablehlo.broadcast_in_dim %cst_337, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %1557 = stablehlo.divide %1555, %1556 : tensor<2x16x1xf32>
    %1558 = stablehlo.broadcast_in_dim %1557, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %1559 = stablehlo.subtract %1553, %1558 : tensor<2x16x64xf32>
    %1560 = stablehlo.multiply %1559, %1559 : tensor<2x16x64xf32>
    %cst_338 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %1561 = stablehlo.broadcast_in_dim %cst_338, dims = [] : (tensor<f32>) -> tensor<2x16x64xf32>
    %1562 = stablehlo.multiply %1561, %1559 : tensor<2x16x64xf32>
    %cst_339 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1563 = stablehlo.reduce(%1560 init: %cst_339) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1564 = stablehlo.broadcast_in_dim %1563, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_340 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %1565 = stablehlo.broadcast_in_dim %cst_340, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %1566 = stablehlo.divide %1564, %1565 : tensor<2x16x1xf32>
    %1567 = stablehlo.broadcast_in_dim %1557, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %1568 = stablehlo.subtract %1553, %1567 : tensor<2x16x64xf32>
    %cst_341 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %1569 = stablehlo.broadcast_in_dim %cst_341, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %1570 = stablehlo.add %1566, %1569 : tensor<2x16x1xf32>
    %1571 = stablehlo.sqrt %1570 : tensor<2x16x1xf32>
    %cst_342 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1572 = stablehlo.broadcast_in_dim %cst_342, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %1573 = stablehlo.divide %1572, %1571 : tensor<2x16x1xf32>
    %1574 = stablehlo.broadcast_in_dim %1571, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %1575 = stablehlo.divide %1568, %1574 : tensor<2x16x64xf32>
    %1576 = stablehlo.multiply %1571, %1571 : tensor<2x16x1xf32>
    %cst_343 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1577 = stablehlo.broadcast_in_dim %cst_343, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %1578 = stablehlo.divide %1577, %1576 : tensor<2x16x1xf32>
    %1579 = stablehlo.broadcast_in_dim %arg139, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %1580 = stablehlo.broadcast_in_dim %1579, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %1581 = stablehlo.multiply %1575, %1580 : tensor<2x16x64xf32>
    %1582 = stablehlo.broadcast_in_dim %arg138, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %1583 = stablehlo.broadcast_in_dim %1582, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %1584 = stablehlo.add %1581, %1583 : tensor<2x16x64xf32>
    %1585 = stablehlo.dot_general %1584, %arg135, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x256xf32>) -> tensor<2x16x256xf32>
    %1586 = stablehlo.broadcast_in_dim %arg134, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %1587 = stablehlo.broadcast_in_dim %1586, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<2x16x256xf32>
    %1588 = stablehlo.add %1585, %1587 : tensor<2x16x256xf32>
    %cst_344 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1589 = stablehlo.broadcast_in_dim %cst_344, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %1590 = stablehlo.multiply %1589, %1588 : tensor<2x16x256xf32>
    %cst_345 = stablehlo.constant dense<0.636619746> : tensor<f32>
    %1591 = stablehlo.sqrt %cst_345 : tensor<f32>
    %1592 = stablehlo.multiply %1588, %1588 : tensor<2x16x256xf32>
    %1593 = stablehlo.multiply %1592, %1588 : tensor<2x16x256xf32>
    %1594 = stablehlo.multiply %1588, %1588 : tensor<2x16x256xf32>
    %cst_346 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %1595 = stablehlo.broadcast_in_dim %cst_346, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %1596 = stablehlo.multiply %1595, %1594 : tensor<2x16x256xf32>
    %cst_347 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %1597 = stablehlo.broadcast_in_dim %cst_347, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %1598 = stablehlo.multiply %1597, %1593 : tensor<2x16x256xf32>
    %1599 = stablehlo.add %1588, %1598 : tensor<2x16x256xf32>
    %1600 = stablehlo.convert %1591 : tensor<f32>
    %1601 = stablehlo.broadcast_in_dim %1600, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %1602 = stablehlo.multiply %1601, %1599 : tensor<2x16x256xf32>
    %1603 = stablehlo.tanh %1602 : tensor<2x16x256xf32>
    %cst_348 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1604 = stablehlo.broadcast_in_dim %cst_348, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %1605 = stablehlo.subtract %1604, %1603 : tensor<2x16x256xf32>
    %cst_349 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1606 = stablehlo.broadcast_in_dim %cst_349, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %1607 = stablehlo.add %1606, %1603 : tensor<2x16x256xf32>
    %1608 = stablehlo.multiply %1590, %1607 : tensor<2x16x256xf32>
    %1609 = stablehlo.dot_general %1608, %arg141, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x256xf32>, tensor<256x64xf32>) -> tensor<2x16x64xf32>
    %1610 = stablehlo.add %1553, %1609 : tensor<2x16x64xf32>
    %1611 = stablehlo.broadcast_in_dim %arg140, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %1612 = stablehlo.broadcast_in_dim %1611, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %1613 = stablehlo.add %1610, %1612 : tensor<2x16x64xf32>
    %cst_350 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1614 = stablehlo.reduce(%1613 init: %cst_350) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1615 = stablehlo.broadcast_in_dim %1614, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_351 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %1616 = stablehlo.broadcast_in_dim %cst_351, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %1617 = stablehlo.divide %1615, %1616 : tensor<2x16x1xf32>
    %1618 = stablehlo.broadcast_in_dim %1617, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %1619 = stablehlo.subtract %1613, %1618 : tensor<2x16x64xf32>
    %1620 = stablehlo.multiply %1619, %1619 : tensor<2x16x64xf32>
    %cst_352 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %1621 = stablehlo.broadcast_in_dim %cst_352, dims = [] : (tensor<f32>) -> tensor<2x16x64xf32>
    %1622 = stablehlo.multiply %1621, %1619 : tensor<2x16x64xf32>
    %cst_353 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1623 = stablehlo.reduce(%1620 init: %cst_353) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1624 = stablehlo.broadcast_in_dim %1623, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_354 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %1625 = stablehlo.broadcast_in_dim %cst_354, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %1626 = stablehlo.divide %1624, %1625 : tensor<2x16x1xf32>
    %1627 = stablehlo.broadcast_in_dim %1617, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %1628 = stablehlo.subtract %1613, %1627 : tensor<2x16x64xf32>
    %cst_355 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %1629 = stablehlo.broadcast_in_dim %cst_355, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %1630 = stablehlo.add %1626, %1629 : tensor<2x16x1xf32>
    %1631 = stablehlo.sqrt %1630 : tensor<2x16x1xf32>
    %cst_356 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1632 = stablehlo.broadcast_in_dim %cst_356, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %1633 = stablehlo.divide %1632, %1631 : tensor<2x16x1xf32>
    %1634 = stablehlo.broadcast_in_dim %1631, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %1635 = stablehlo.divide %1628, %1634 : tensor<2x16x64xf32>
    %1636 = stablehlo.multiply %1631, %1631 : tensor<2x16x1xf32>
    %cst_357 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1637 = stablehlo.broadcast_in_dim %cst_357, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %1638 = stablehlo.divide %1637, %1636 : tensor<2x16x1xf32>
    %1639 = stablehlo.broadcast_in_dim %arg145, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %1640 = stablehlo.broadcast_in_dim %1639, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %1641 = stablehlo.multiply %1635, %1640 : tensor<2x16x64xf32>
    %1642 = stablehlo.broadcast_in_dim %arg144, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %1643 = stablehlo.broadcast_in_dim %1642, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %1644 = stablehlo.add %1641, %1643 : tensor<2x16x64xf32>
    %1645 = stablehlo.transpose %arg147, dims = [1, 0] : (tensor<1024x64xf32>) -> tensor<64x1024xf32>
    %1646 = stablehlo.dot_general %1644, %1645, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x1024xf32>) -> tensor<2x16x1024xf32>
    %1647 = stablehlo.slice %1646 [0:2, 0:15, 0:1024] : (tensor<2x16x1024xf32>) -> tensor<2x15x1024xf32>
    %1648:3 = call @log_softmax(%1647) : (tensor<2x15x1024xf32>) -> (tensor<2x15x1024xf32>, tensor<2x15x1024xf32>, tensor<2x15x1xf32>)
    %1649 = stablehlo.slice %arg148 [0:2, 1:16] : (tensor<2x16xi32>) -> tensor<2x15xi32>
    %1650 = stablehlo.broadcast_in_dim %1649, dims = [0, 1] : (tensor<2x15xi32>) -> tensor<2x15x1xi32>
    %1651:2 = call @take_along_axis(%1648#0, %1650) : (tensor<2x15x1024xf32>, tensor<2x15x1xi32>) -> (tensor<2x15x1xf32>, tensor<2x15x1x1xi32>)
    %cst_358 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1652 = stablehlo.reduce(%1651#0 init: %cst_358) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x15x1xf32>, tensor<f32>) -> tensor<f32>
    %cst_359 = stablehlo.constant dense<3.000000e+01> : tensor<f32>
    %1653 = stablehlo.divide %1652, %cst_359 : tensor<f32>
    %1654 = stablehlo.negate %1653 : tensor<f32>
    %cst_360 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1655 = stablehlo.negate %cst_360 : tensor<f32>
    %cst_361 = stablehlo.constant dense<3.000000e+01> : tensor<f32>
    %1656 = stablehlo.divide %1655, %cst_361 : tensor<f32>
    %1657 = stablehlo.broadcast_in_dim %1656, dims = [] : (tensor<f32>) -> tensor<2x15x1xf32>
    %1658 = call @take_along_axis_0(%1651#1, %1657) : (tensor<2x15x1x1xi32>, tensor<2x15x1xf32>) -> tensor<2x15x1024xf32>
    %1659 = call @log_softmax_1(%1648#1, %1648#2, %1658) : (tensor<2x15x1024xf32>, tensor<2x15x1xf32>, tensor<2x15x1024xf32>) -> tensor<2x15x1024xf32>
    %cst_362 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1660 = stablehlo.pad %1659, %cst_362, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 0, 0] : (tensor<2x15x1024xf32>, tensor<f32>) -> tensor<2x16x1024xf32>
    %1661 = stablehlo.dot_general %1660, %1644, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x1024xf32>, tensor<2x16x64xf32>) -> tensor<1024x64xf32>
    %1662 = stablehlo.transpose %1661, dims = [1, 0] : (tensor<1024x64xf32>) -> tensor<64x1024xf32>
    %1663 = stablehlo.dot_general %1660, %1645, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x1024xf32>, tensor<64x1024xf32>) -> tensor<2x16x64xf32>
    %1664 = stablehlo.transpose %1662, dims = [1, 0] : (tensor<64x1024xf32>) -> tensor<1024x64xf32>
    %cst_363 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1665 = stablehlo.reduce(%1663 init: %cst_363) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1666 = stablehlo.reshape %1665 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_364 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1667 = stablehlo.reduce(%1666 init: %cst_364) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1668 = stablehlo.multiply %1635, %1663 : tensor<2x16x64xf32>
    %cst_365 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1669 = stablehlo.reduce(%1668 init: %cst_365) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1670 = stablehlo.reshape %1669 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %1671 = stablehlo.broadcast_in_dim %1639, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %1672 = stablehlo.multiply %1663, %1671 : tensor<2x16x64xf32>
    %cst_366 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1673 = stablehlo.reduce(%1670 init: %cst_366) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1674 = stablehlo.broadcast_in_dim %1638, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %1675 = stablehlo.multiply %1672, %1674 : tensor<2x16x64xf32>
    %1676 = stablehlo.multiply %1675, %1628 : tensor<2x16x64xf32>
    %cst_367 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1677 = stablehlo.reduce(%1676 init: %cst_367) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1678 = stablehlo.reshape %1677 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %1679 = stablehlo.negate %1678 : tensor<2x16x1xf32>
    %1680 = stablehlo.broadcast_in_dim %1631, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %1681 = stablehlo.divide %1672, %1680 : tensor<2x16x64xf32>
    %1682 = stablehlo.multiply %1679, %1633 : tensor<2x16x1xf32>
    %1683 = stablehlo.negate %1681 : tensor<2x16x64xf32>
    %cst_368 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1684 = stablehlo.reduce(%1683 init: %cst_368) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1685 = stablehlo.reshape %1684 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_369 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %1686 = stablehlo.broadcast_in_dim %cst_369, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %1687 = stablehlo.divide %1682, %1686 : tensor<2x16x1xf32>
    %cst_370 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1688 = stablehlo.reduce(%1687 init: %cst_370) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1689 = stablehlo.broadcast_in_dim %1688, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %1690 = stablehlo.multiply %1689, %1622 : tensor<2x16x64xf32>
    %1691 = stablehlo.negate %1690 : tensor<2x16x64xf32>
    %cst_371 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1692 = stablehlo.reduce(%1691 init: %cst_371) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1693 = stablehlo.reshape %1692 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %1694 = stablehlo.add %1681, %1690 : tensor<2x16x64xf32>
    %1695 = stablehlo.add %1685, %1693 : tensor<2x16x1xf32>
    %cst_372 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %1696 = stablehlo.broadcast_in_dim %cst_372, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %1697 = stablehlo.divide %1695, %1696 : tensor<2x16x1xf32>
    %cst_373 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1698 = stablehlo.reduce(%1697 init: %cst_373) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1699 = stablehlo.broadcast_in_dim %1698, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %1700 = stablehlo.add %1694, %1699 : tensor<2x16x64xf32>
    %cst_374 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1701 = stablehlo.reduce(%1700 init: %cst_374) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1702 = stablehlo.reshape %1701 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_375 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1703 = stablehlo.reduce(%1702 init: %cst_375) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1704 = stablehlo.dot_general %1700, %1608, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<2x16x256xf32>) -> tensor<64x256xf32>
    %1705 = stablehlo.transpose %1704, dims = [1, 0] : (tensor<64x256xf32>) -> tensor<256x64xf32>
    %1706 = stablehlo.dot_general %1700, %arg141, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<256x64xf32>) -> tensor<2x16x256xf32>
    %1707 = stablehlo.multiply %1590, %1706 : tensor<2x16x256xf32>
    %1708 = stablehlo.multiply %1706, %1607 : tensor<2x16x256xf32>
    %1709 = stablehlo.multiply %1707, %1605 : tensor<2x16x256xf32>
    %1710 = stablehlo.multiply %1709, %1603 : tensor<2x16x256xf32>
    %1711 = stablehlo.add %1709, %1710 : tensor<2x16x256xf32>
    %1712 = stablehlo.broadcast_in_dim %1600, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %1713 = stablehlo.multiply %1712, %1711 : tensor<2x16x256xf32>
    %cst_376 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %1714 = stablehlo.broadcast_in_dim %cst_376, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %1715 = stablehlo.multiply %1714, %1713 : tensor<2x16x256xf32>
    %1716 = stablehlo.multiply %1715, %1596 : tensor<2x16x256xf32>
    %1717 = stablehlo.add %1713, %1716 : tensor<2x16x256xf32>
    %cst_377 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1718 = stablehlo.broadcast_in_dim %cst_377, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %1719 = stablehlo.multiply %1718, %1708 : tensor<2x16x256xf32>
    %1720 = stablehlo.add %1717, %1719 : tensor<2x16x256xf32>
    %cst_378 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1721 = stablehlo.reduce(%1720 init: %cst_378) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x256xf32>, tensor<f32>) -> tensor<256xf32>
    %1722 = stablehlo.reshape %1721 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %cst_379 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1723 = stablehlo.reduce(%1722 init: %cst_379) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %1724 = stablehlo.dot_general %1720, %1584, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x256xf32>, tensor<2x16x64xf32>) -> tensor<256x64xf32>
    %1725 = stablehlo.transpose %1724, dims = [1, 0] : (tensor<256x64xf32>) -> tensor<64x256xf32>
    %1726 = stablehlo.dot_general %1720, %arg135, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x256xf32>, tensor<64x256xf32>) -> tensor<2x16x64xf32>
    %cst_380 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1727 = stablehlo.reduce(%1726 init: %cst_380) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1728 = stablehlo.reshape %1727 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_381 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1729 = stablehlo.reduce(%1728 init: %cst_381) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1730 = stablehlo.multiply %1575, %1726 : tensor<2x16x64xf32>
    %cst_382 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1731 = stablehlo.reduce(%1730 init: %cst_382) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1732 = stablehlo.reshape %1731 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %1733 = stablehlo.broadcast_in_dim %1579, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %1734 = stablehlo.multiply %1726, %1733 : tensor<2x16x64xf32>
    %cst_383 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1735 = stablehlo.reduce(%1732 init: %cst_383) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1736 = stablehlo.broadcast_in_dim %1578, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %1737 = stablehlo.multiply %1734, %1736 : tensor<2x16x64xf32>
    %1738 = stablehlo.multiply %1737, %1568 : tensor<2x16x64xf32>
    %cst_384 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1739 = stablehlo.reduce(%1738 init: %cst_384) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1740 = stablehlo.reshape %1739 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %1741 = stablehlo.negate %1740 : tensor<2x16x1xf32>
    %1742 = stablehlo.broadcast_in_dim %1571, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %1743 = stablehlo.divide %1734, %1742 : tensor<2x16x64xf32>
    %1744 = stablehlo.multiply %1741, %1573 : tensor<2x16x1xf32>
    %1745 = stablehlo.negate %1743 : tensor<2x16x64xf32>
    %cst_385 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1746 = stablehlo.reduce(%1745 init: %cst_385) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1747 = stablehlo.reshape %1746 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %1748 = stablehlo.add %1700, %1743 : tensor<2x16x64xf32>
    %cst_386 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %1749 = stablehlo.broadcast_in_dim %cst_386, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %1750 = stablehlo.divide %1744, %1749 : tensor<2x16x1xf32>
    %cst_387 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1751 = stablehlo.reduce(%1750 init: %cst_387) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1752 = stablehlo.broadcast_in_dim %1751, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %1753 = stablehlo.multiply %1752, %1562 : tensor<2x16x64xf32>
    %1754 = stablehlo.negate %1753 : tensor<2x16x64xf32>
    %cst_388 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1755 = stablehlo.reduce(%1754 init: %cst_388) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1756 = stablehlo.reshape %1755 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %1757 = stablehlo.add %1748, %1753 : tensor<2x16x64xf32>
    %1758 = stablehlo.add %1747, %1756 : tensor<2x16x1xf32>
    %cst_389 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %1759 = stablehlo.broadcast_in_dim %cst_389, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %1760 = stablehlo.divide %1758, %1759 : tensor<2x16x1xf32>
    %cst_390 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1761 = stablehlo.reduce(%1760 init: %cst_390) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1762 = stablehlo.broadcast_in_dim %1761, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %1763 = stablehlo.add %1757, %1762 : tensor<2x16x64xf32>
    %cst_391 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1764 = stablehlo.reduce(%1763 init: %cst_391) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1765 = stablehlo.reshape %1764 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_392 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1766 = stablehlo.reduce(%1765 init: %cst_392) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1767 = stablehlo.dot_general %1763, %1548, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<2x16x64xf32>) -> tensor<64x64xf32>
    %1768 = stablehlo.transpose %1767, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %1769 = stablehlo.dot_general %1763, %arg143, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %1770 = stablehlo.reshape %1769 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %1771 = stablehlo.transpose %1770, dims = [0, 2, 1, 3] : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %1772 = stablehlo.dot_general %1771, %1542, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %1773 = stablehlo.transpose %1772, dims = [0, 1, 3, 2] : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %1774 = stablehlo.dot_general %1771, %1524, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %1775 = stablehlo.broadcast_in_dim %1545, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %1776 = stablehlo.multiply %1774, %1775 : tensor<2x4x16x16xf32>
    %1777 = stablehlo.multiply %1776, %1538 : tensor<2x4x16x16xf32>
    %cst_393 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1778 = stablehlo.reduce(%1777 init: %cst_393) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %1779 = stablehlo.reshape %1778 : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %1780 = stablehlo.negate %1779 : tensor<2x4x16x1xf32>
    %1781 = stablehlo.broadcast_in_dim %1540, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %1782 = stablehlo.divide %1774, %1781 : tensor<2x4x16x16xf32>
    %cst_394 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1783 = stablehlo.reduce(%1780 init: %cst_394) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x1xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %1784 = stablehlo.broadcast_in_dim %1783, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x16xf32>
    %1785 = stablehlo.add %1782, %1784 : tensor<2x4x16x16xf32>
    %1786 = stablehlo.multiply %1785, %1538 : tensor<2x4x16x16xf32>
    %1787 = call @_where_2(%1531#1, %1786) : (tensor<2x4x16x16xi1>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %cst_395 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %1788 = stablehlo.broadcast_in_dim %cst_395, dims = [] : (tensor<f32>) -> tensor<2x4x16x16xf32>
    %1789 = stablehlo.multiply %1787, %1788 : tensor<2x4x16x16xf32>
    %1790 = stablehlo.dot_general %1789, %1520, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %1791 = stablehlo.transpose %1790, dims = [0, 1, 3, 2] : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %1792 = stablehlo.dot_general %1789, %1525, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %1793 = stablehlo.transpose %1791, dims = [0, 1, 3, 2] : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %1794 = stablehlo.transpose %1773, dims = [0, 2, 1, 3] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %1795 = stablehlo.reshape %1794 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %1796 = stablehlo.transpose %1793, dims = [0, 2, 1, 3] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %1797 = stablehlo.reshape %1796 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %1798 = stablehlo.transpose %1792, dims = [0, 2, 1, 3] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %1799 = stablehlo.reshape %1798 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %1800 = stablehlo.concatenate %1799, %1797, %1795, dim = 2 : (tensor<2x16x64xf32>, tensor<2x16x64xf32>, tensor<2x16x64xf32>) -> tensor<2x16x192xf32>
    %cst_396 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1801 = stablehlo.reduce(%1800 init: %cst_396) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1802 = stablehlo.reshape %1801 : (tensor<192xf32>) -> tensor<1x1x192xf32>
    %cst_397 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1803 = stablehlo.reduce(%1802 init: %cst_397) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1804 = stablehlo.dot_general %1800, %1511, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x192xf32>, tensor<2x16x64xf32>) -> tensor<192x64xf32>
    %1805 = stablehlo.transpose %1804, dims = [1, 0] : (tensor<192x64xf32>) -> tensor<64x192xf32>
    %1806 = stablehlo.dot_general %1800, %arg133, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x192xf32>, tensor<64x192xf32>) -> tensor<2x16x64xf32>
    %cst_398 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1807 = stablehlo.reduce(%1806 init: %cst_398) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1808 = stablehlo.reshape %1807 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_399 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1809 = stablehlo.reduce(%1808 init: %cst_399) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1810 = stablehlo.multiply %1502, %1806 : tensor<2x16x64xf32>
    %cst_400 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1811 = stablehlo.reduce(%1810 init: %cst_400) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1812 = stablehlo.reshape %1811 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %1813 = stablehlo.broadcast_in_dim %1506, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %1814 = stablehlo.multiply %1806, %1813 : tensor<2x16x64xf32>
    %cst_401 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1815 = stablehlo.reduce(%1812 init: %cst_401) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1816 = stablehlo.broadcast_in_dim %1505, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %1817 = stablehlo.multiply %1814, %1816 : tensor<2x16x64xf32>
    %1818 = stablehlo.multiply %1817, %1495 : tensor<2x16x64xf32>
    %cst_402 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1819 = stablehlo.reduce(%1818 init: %cst_402) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1820 = stablehlo.reshape %1819 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %1821 = stablehlo.negate %1820 : tensor<2x16x1xf32>
    %1822 = stablehlo.broadcast_in_dim %1498, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %1823 = stablehlo.divide %1814, %1822 : tensor<2x16x64xf32>
    %1824 = stablehlo.multiply %1821, %1500 : tensor<2x16x1xf32>
    %1825 = stablehlo.negate %1823 : tensor<2x16x64xf32>
    %cst_403 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1826 = stablehlo.reduce(%1825 init: %cst_403) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1827 = stablehlo.reshape %1826 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %1828 = stablehlo.add %1763, %1823 : tensor<2x16x64xf32>
    %cst_404 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %1829 = stablehlo.broadcast_in_dim %cst_404, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %1830 = stablehlo.divide %1824, %1829 : tensor<2x16x1xf32>
    %cst_405 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1831 = stablehlo.reduce(%1830 init: %cst_405) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1832 = stablehlo.broadcast_in_dim %1831, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %1833 = stablehlo.multiply %1832, %1489 : tensor<2x16x64xf32>
    %1834 = stablehlo.negate %1833 : tensor<2x16x64xf32>
    %cst_406 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1835 = stablehlo.reduce(%1834 init: %cst_406) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1836 = stablehlo.reshape %1835 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %1837 = stablehlo.add %1828, %1833 : tensor<2x16x64xf32>
    %1838 = stablehlo.add %1827, %1836 : tensor<2x16x1xf32>
    %cst_407 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %1839 = stablehlo.broadcast_in_dim %cst_407, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %1840 = stablehlo.divide %1838, %1839 : tensor<2x16x1xf32>
    %cst_408 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1841 = stablehlo.reduce(%1840 init: %cst_408) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1842 = stablehlo.broadcast_in_dim %1841, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %1843 = stablehlo.add %1837, %1842 : tensor<2x16x64xf32>
    %cst_409 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1844 = stablehlo.reduce(%1843 init: %cst_409) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1845 = stablehlo.reshape %1844 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_410 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1846 = stablehlo.reduce(%1845 init: %cst_410) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1847 = stablehlo.dot_general %1843, %1475, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<2x16x256xf32>) -> tensor<64x256xf32>
    %1848 = stablehlo.transpose %1847, dims = [1, 0] : (tensor<64x256xf32>) -> tensor<256x64xf32>
    %1849 = stablehlo.dot_general %1843, %arg129, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<256x64xf32>) -> tensor<2x16x256xf32>
    %1850 = stablehlo.multiply %1457, %1849 : tensor<2x16x256xf32>
    %1851 = stablehlo.multiply %1849, %1474 : tensor<2x16x256xf32>
    %1852 = stablehlo.multiply %1850, %1472 : tensor<2x16x256xf32>
    %1853 = stablehlo.multiply %1852, %1470 : tensor<2x16x256xf32>
    %1854 = stablehlo.add %1852, %1853 : tensor<2x16x256xf32>
    %1855 = stablehlo.broadcast_in_dim %1467, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %1856 = stablehlo.multiply %1855, %1854 : tensor<2x16x256xf32>
    %cst_411 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %1857 = stablehlo.broadcast_in_dim %cst_411, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %1858 = stablehlo.multiply %1857, %1856 : tensor<2x16x256xf32>
    %1859 = stablehlo.multiply %1858, %1463 : tensor<2x16x256xf32>
    %1860 = stablehlo.add %1856, %1859 : tensor<2x16x256xf32>
    %cst_412 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1861 = stablehlo.broadcast_in_dim %cst_412, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %1862 = stablehlo.multiply %1861, %1851 : tensor<2x16x256xf32>
    %1863 = stablehlo.add %1860, %1862 : tensor<2x16x256xf32>
    %cst_413 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1864 = stablehlo.reduce(%1863 init: %cst_413) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x256xf32>, tensor<f32>) -> tensor<256xf32>
    %1865 = stablehlo.reshape %1864 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %cst_414 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1866 = stablehlo.reduce(%1865 init: %cst_414) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %1867 = stablehlo.dot_general %1863, %1451, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x256xf32>, tensor<2x16x64xf32>) -> tensor<256x64xf32>
    %1868 = stablehlo.transpose %1867, dims = [1, 0] : (tensor<256x64xf32>) -> tensor<64x256xf32>
    %1869 = stablehlo.dot_general %1863, %arg123, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x256xf32>, tensor<64x256xf32>) -> tensor<2x16x64xf32>
    %cst_415 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1870 = stablehlo.reduce(%1869 init: %cst_415) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1871 = stablehlo.reshape %1870 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_416 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1872 = stablehlo.reduce(%1871 init: %cst_416) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1873 = stablehlo.multiply %1442, %1869 : tensor<2x16x64xf32>
    %cst_417 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1874 = stablehlo.reduce(%1873 init: %cst_417) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1875 = stablehlo.reshape %1874 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %1876 = stablehlo.broadcast_in_dim %1446, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %1877 = stablehlo.multiply %1869, %1876 : tensor<2x16x64xf32>
    %cst_418 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1878 = stablehlo.reduce(%1875 init: %cst_418) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1879 = stablehlo.broadcast_in_dim %1445, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %1880 = stablehlo.multiply %1877, %1879 : tensor<2x16x64xf32>
    %1881 = stablehlo.multiply %1880, %1435 : tensor<2x16x64xf32>
    %cst_419 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1882 = stablehlo.reduce(%1881 init: %cst_419) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1883 = stablehlo.reshape %1882 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %1884 = stablehlo.negate %1883 : tensor<2x16x1xf32>
    %1885 = stablehlo.broadcast_in_dim %1438, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %1886 = stablehlo.divide %1877, %1885 : tensor<2x16x64xf32>
    %1887 = stablehlo.multiply %1884, %1440 : tensor<2x16x1xf32>
    %1888 = stablehlo.negate %1886 : tensor<2x16x64xf32>
    %cst_420 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1889 = stablehlo.reduce(%1888 init: %cst_420) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1890 = stablehlo.reshape %1889 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %1891 = stablehlo.add %1843, %1886 : tensor<2x16x64xf32>
    %cst_421 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %1892 = stablehlo.broadcast_in_dim %cst_421, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %1893 = stablehlo.divide %1887, %1892 : tensor<2x16x1xf32>
    %cst_422 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1894 = stablehlo.reduce(%1893 init: %cst_422) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1895 = stablehlo.broadcast_in_dim %1894, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %1896 = stablehlo.multiply %1895, %1429 : tensor<2x16x64xf32>
    %1897 = stablehlo.negate %1896 : tensor<2x16x64xf32>
    %cst_423 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1898 = stablehlo.reduce(%1897 init: %cst_423) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1899 = stablehlo.reshape %1898 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %1900 = stablehlo.add %1891, %1896 : tensor<2x16x64xf32>
    %1901 = stablehlo.add %1890, %1899 : tensor<2x16x1xf32>
    %cst_424 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %1902 = stablehlo.broadcast_in_dim %cst_424, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %1903 = stablehlo.divide %1901, %1902 : tensor<2x16x1xf32>
    %cst_425 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1904 = stablehlo.reduce(%1903 init: %cst_425) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1905 = stablehlo.broadcast_in_dim %1904, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %1906 = stablehlo.add %1900, %1905 : tensor<2x16x64xf32>
    %cst_426 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1907 = stablehlo.reduce(%1906 init: %cst_426) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1908 = stablehlo.reshape %1907 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_427 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1909 = stablehlo.reduce(%1908 init: %cst_427) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1910 = stablehlo.dot_general %1906, %1415, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<2x16x64xf32>) -> tensor<64x64xf32>
    %1911 = stablehlo.transpose %1910, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %1912 = stablehlo.dot_general %1906, %arg131, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %1913 = stablehlo.reshape %1912 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %1914 = stablehlo.transpose %1913, dims = [0, 2, 1, 3] : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %1915 = stablehlo.dot_general %1914, %1409, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %1916 = stablehlo.transpose %1915, dims = [0, 1, 3, 2] : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %1917 = stablehlo.dot_general %1914, %1391, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %1918 = stablehlo.broadcast_in_dim %1412, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %1919 = stablehlo.multiply %1917, %1918 : tensor<2x4x16x16xf32>
    %1920 = stablehlo.multiply %1919, %1405 : tensor<2x4x16x16xf32>
    %cst_428 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1921 = stablehlo.reduce(%1920 init: %cst_428) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %1922 = stablehlo.reshape %1921 : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %1923 = stablehlo.negate %1922 : tensor<2x4x16x1xf32>
    %1924 = stablehlo.broadcast_in_dim %1407, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %1925 = stablehlo.divide %1917, %1924 : tensor<2x4x16x16xf32>
    %cst_429 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1926 = stablehlo.reduce(%1923 init: %cst_429) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x1xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %1927 = stablehlo.broadcast_in_dim %1926, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x16xf32>
    %1928 = stablehlo.add %1925, %1927 : tensor<2x4x16x16xf32>
    %1929 = stablehlo.multiply %1928, %1405 : tensor<2x4x16x16xf32>
    %1930 = call @_where_2(%1398#1, %1929) : (tensor<2x4x16x16xi1>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %cst_430 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %1931 = stablehlo.broadcast_in_dim %cst_430, dims = [] : (tensor<f32>) -> tensor<2x4x16x16xf32>
    %1932 = stablehlo.multiply %1930, %1931 : tensor<2x4x16x16xf32>
    %1933 = stablehlo.dot_general %1932, %1387, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %1934 = stablehlo.transpose %1933, dims = [0, 1, 3, 2] : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %1935 = stablehlo.dot_general %1932, %1392, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %1936 = stablehlo.transpose %1934, dims = [0, 1, 3, 2] : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %1937 = stablehlo.transpose %1916, dims = [0, 2, 1, 3] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %1938 = stablehlo.reshape %1937 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %1939 = stablehlo.transpose %1936, dims = [0, 2, 1, 3] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %1940 = stablehlo.reshape %1939 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %1941 = stablehlo.transpose %1935, dims = [0, 2, 1, 3] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %1942 = stablehlo.reshape %1941 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %1943 = stablehlo.concatenate %1942, %1940, %1938, dim = 2 : (tensor<2x16x64xf32>, tensor<2x16x64xf32>, tensor<2x16x64xf32>) -> tensor<2x16x192xf32>
    %cst_431 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1944 = stablehlo.reduce(%1943 init: %cst_431) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1945 = stablehlo.reshape %1944 : (tensor<192xf32>) -> tensor<1x1x192xf32>
    %cst_432 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1946 = stablehlo.reduce(%1945 init: %cst_432) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1947 = stablehlo.dot_general %1943, %1378, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x192xf32>, tensor<2x16x64xf32>) -> tensor<192x64xf32>
    %1948 = stablehlo.transpose %1947, dims = [1, 0] : (tensor<192x64xf32>) -> tensor<64x192xf32>
    %1949 = stablehlo.dot_general %1943, %arg121, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x192xf32>, tensor<64x192xf32>) -> tensor<2x16x64xf32>
    %cst_433 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1950 = stablehlo.reduce(%1949 init: %cst_433) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1951 = stablehlo.reshape %1950 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_434 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1952 = stablehlo.reduce(%1951 init: %cst_434) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1953 = stablehlo.multiply %1369, %1949 : tensor<2x16x64xf32>
    %cst_435 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1954 = stablehlo.reduce(%1953 init: %cst_435) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1955 = stablehlo.reshape %1954 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %1956 = stablehlo.broadcast_in_dim %1373, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %1957 = stablehlo.multiply %1949, %1956 : tensor<2x16x64xf32>
    %cst_436 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1958 = stablehlo.reduce(%1955 init: %cst_436) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1959 = stablehlo.broadcast_in_dim %1372, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %1960 = stablehlo.multiply %1957, %1959 : tensor<2x16x64xf32>
    %1961 = stablehlo.multiply %1960, %1362 : tensor<2x16x64xf32>
    %cst_437 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1962 = stablehlo.reduce(%1961 init: %cst_437) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1963 = stablehlo.reshape %1962 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %1964 = stablehlo.negate %1963 : tensor<2x16x1xf32>
    %1965 = stablehlo.broadcast_in_dim %1365, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %1966 = stablehlo.divide %1957, %1965 : tensor<2x16x64xf32>
    %1967 = stablehlo.multiply %1964, %1367 : tensor<2x16x1xf32>
    %1968 = stablehlo.negate %1966 : tensor<2x16x64xf32>
    %cst_438 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1969 = stablehlo.reduce(%1968 init: %cst_438) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1970 = stablehlo.reshape %1969 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %1971 = stablehlo.add %1906, %1966 : tensor<2x16x64xf32>
    %cst_439 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %1972 = stablehlo.broadcast_in_dim %cst_439, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %1973 = stablehlo.divide %1967, %1972 : tensor<2x16x1xf32>
    %cst_440 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1974 = stablehlo.reduce(%1973 init: %cst_440) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1975 = stablehlo.broadcast_in_dim %1974, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %1976 = stablehlo.multiply %1975, %1356 : tensor<2x16x64xf32>
    %1977 = stablehlo.negate %1976 : tensor<2x16x64xf32>
    %cst_441 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1978 = stablehlo.reduce(%1977 init: %cst_441) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1979 = stablehlo.reshape %1978 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %1980 = stablehlo.add %1971, %1976 : tensor<2x16x64xf32>
    %1981 = stablehlo.add %1970, %1979 : tensor<2x16x1xf32>
    %cst_442 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %1982 = stablehlo.broadcast_in_dim %cst_442, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %1983 = stablehlo.divide %1981, %1982 : tensor<2x16x1xf32>
    %cst_443 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1984 = stablehlo.reduce(%1983 init: %cst_443) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1985 = stablehlo.broadcast_in_dim %1984, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %1986 = stablehlo.add %1980, %1985 : tensor<2x16x64xf32>
    %cst_444 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1987 = stablehlo.reduce(%1986 init: %cst_444) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1988 = stablehlo.reshape %1987 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_445 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1989 = stablehlo.reduce(%1988 init: %cst_445) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1990 = stablehlo.dot_general %1986, %1342, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<2x16x256xf32>) -> tensor<64x256xf32>
    %1991 = stablehlo.transpose %1990, dims = [1, 0] : (tensor<64x256xf32>) -> tensor<256x64xf32>
    %1992 = stablehlo.dot_general %1986, %arg117, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<256x64xf32>) -> tensor<2x16x256xf32>
    %1993 = stablehlo.multiply %1324, %1992 : tensor<2x16x256xf32>
    %1994 = stablehlo.multiply %1992, %1341 : tensor<2x16x256xf32>
    %1995 = stablehlo.multiply %1993, %1339 : tensor<2x16x256xf32>
    %1996 = stablehlo.multiply %1995, %1337 : tensor<2x16x256xf32>
    %1997 = stablehlo.add %1995, %1996 : tensor<2x16x256xf32>
    %1998 = stablehlo.broadcast_in_dim %1334, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %1999 = stablehlo.multiply %1998, %1997 : tensor<2x16x256xf32>
    %cst_446 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %2000 = stablehlo.broadcast_in_dim %cst_446, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %2001 = stablehlo.multiply %2000, %1999 : tensor<2x16x256xf32>
    %2002 = stablehlo.multiply %2001, %1330 : tensor<2x16x256xf32>
    %2003 = stablehlo.add %1999, %2002 : tensor<2x16x256xf32>
    %cst_447 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %2004 = stablehlo.broadcast_in_dim %cst_447, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %2005 = stablehlo.multiply %2004, %1994 : tensor<2x16x256xf32>
    %2006 = stablehlo.add %2003, %2005 : tensor<2x16x256xf32>
    %cst_448 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2007 = stablehlo.reduce(%2006 init: %cst_448) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x256xf32>, tensor<f32>) -> tensor<256xf32>
    %2008 = stablehlo.reshape %2007 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %cst_449 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2009 = stablehlo.reduce(%2008 init: %cst_449) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %2010 = stablehlo.dot_general %2006, %1318, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x256xf32>, tensor<2x16x64xf32>) -> tensor<256x64xf32>
    %2011 = stablehlo.transpose %2010, dims = [1, 0] : (tensor<256x64xf32>) -> tensor<64x256xf32>
    %2012 = stablehlo.dot_general %2006, %arg111, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x256xf32>, tensor<64x256xf32>) -> tensor<2x16x64xf32>
    %cst_450 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2013 = stablehlo.reduce(%2012 init: %cst_450) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2014 = stablehlo.reshape %2013 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_451 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2015 = stablehlo.reduce(%2014 init: %cst_451) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2016 = stablehlo.multiply %1309, %2012 : tensor<2x16x64xf32>
    %cst_452 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2017 = stablehlo.reduce(%2016 init: %cst_452) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2018 = stablehlo.reshape %2017 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %2019 = stablehlo.broadcast_in_dim %1313, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %2020 = stablehlo.multiply %2012, %2019 : tensor<2x16x64xf32>
    %cst_453 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2021 = stablehlo.reduce(%2018 init: %cst_453) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2022 = stablehlo.broadcast_in_dim %1312, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %2023 = stablehlo.multiply %2020, %2022 : tensor<2x16x64xf32>
    %2024 = stablehlo.multiply %2023, %1302 : tensor<2x16x64xf32>
    %cst_454 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2025 = stablehlo.reduce(%2024 init: %cst_454) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %2026 = stablehlo.reshape %2025 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %2027 = stablehlo.negate %2026 : tensor<2x16x1xf32>
    %2028 = stablehlo.broadcast_in_dim %1305, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %2029 = stablehlo.divide %2020, %2028 : tensor<2x16x64xf32>
    %2030 = stablehlo.multiply %2027, %1307 : tensor<2x16x1xf32>
    %2031 = stablehlo.negate %2029 : tensor<2x16x64xf32>
    %cst_455 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2032 = stablehlo.reduce(%2031 init: %cst_455) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %2033 = stablehlo.reshape %2032 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %2034 = stablehlo.add %1986, %2029 : tensor<2x16x64xf32>
    %cst_456 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %2035 = stablehlo.broadcast_in_dim %cst_456, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %2036 = stablehlo.divide %2030, %2035 : tensor<2x16x1xf32>
    %cst_457 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2037 = stablehlo.reduce(%2036 init: %cst_457) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %2038 = stablehlo.broadcast_in_dim %2037, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %2039 = stablehlo.multiply %2038, %1296 : tensor<2x16x64xf32>
    %2040 = stablehlo.negate %2039 : tensor<2x16x64xf32>
    %cst_458 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2041 = stablehlo.reduce(%2040 init: %cst_458) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %2042 = stablehlo.reshape %2041 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %2043 = stablehlo.add %2034, %2039 : tensor<2x16x64xf32>
    %2044 = stablehlo.add %2033, %2042 : tensor<2x16x1xf32>
    %cst_459 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %2045 = stablehlo.broadcast_in_dim %cst_459, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %2046 = stablehlo.divide %2044, %2045 : tensor<2x16x1xf32>
    %cst_460 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2047 = stablehlo.reduce(%2046 init: %cst_460) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %2048 = stablehlo.broadcast_in_dim %2047, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %2049 = stablehlo.add %2043, %2048 : tensor<2x16x64xf32>
    %cst_461 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2050 = stablehlo.reduce(%2049 init: %cst_461) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2051 = stablehlo.reshape %2050 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_462 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2052 = stablehlo.reduce(%2051 init: %cst_462) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2053 = stablehlo.dot_general %2049, %1282, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<2x16x64xf32>) -> tensor<64x64xf32>
    %2054 = stablehlo.transpose %2053, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %2055 = stablehlo.dot_general %2049, %arg119, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %2056 = stablehlo.reshape %2055 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %2057 = stablehlo.transpose %2056, dims = [0, 2, 1, 3] : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %2058 = stablehlo.dot_general %2057, %1276, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %2059 = stablehlo.transpose %2058, dims = [0, 1, 3, 2] : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %2060 = stablehlo.dot_general %2057, %1258, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %2061 = stablehlo.broadcast_in_dim %1279, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %2062 = stablehlo.multiply %2060, %2061 : tensor<2x4x16x16xf32>
    %2063 = stablehlo.multiply %2062, %1272 : tensor<2x4x16x16xf32>
    %cst_463 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2064 = stablehlo.reduce(%2063 init: %cst_463) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %2065 = stablehlo.reshape %2064 : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %2066 = stablehlo.negate %2065 : tensor<2x4x16x1xf32>
    %2067 = stablehlo.broadcast_in_dim %1274, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %2068 = stablehlo.divide %2060, %2067 : tensor<2x4x16x16xf32>
    %cst_464 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2069 = stablehlo.reduce(%2066 init: %cst_464) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x1xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %2070 = stablehlo.broadcast_in_dim %2069, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x16xf32>
    %2071 = stablehlo.add %2068, %2070 : tensor<2x4x16x16xf32>
    %2072 = stablehlo.multiply %2071, %1272 : tensor<2x4x16x16xf32>
    %2073 = call @_where_2(%1265#1, %2072) : (tensor<2x4x16x16xi1>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %cst_465 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %2074 = stablehlo.broadcast_in_dim %cst_465, dims = [] : (tensor<f32>) -> tensor<2x4x16x16xf32>
    %2075 = stablehlo.multiply %2073, %2074 : tensor<2x4x16x16xf32>
    %2076 = stablehlo.dot_general %2075, %1254, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %2077 = stablehlo.transpose %2076, dims = [0, 1, 3, 2] : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %2078 = stablehlo.dot_general %2075, %1259, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %2079 = stablehlo.transpose %2077, dims = [0, 1, 3, 2] : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %2080 = stablehlo.transpose %2059, dims = [0, 2, 1, 3] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %2081 = stablehlo.reshape %2080 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %2082 = stablehlo.transpose %2079, dims = [0, 2, 1, 3] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %2083 = stablehlo.reshape %2082 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %2084 = stablehlo.transpose %2078, dims = [0, 2, 1, 3] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %2085 = stablehlo.reshape %2084 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %2086 = stablehlo.concatenate %2085, %2083, %2081, dim = 2 : (tensor<2x16x64xf32>, tensor<2x16x64xf32>, tensor<2x16x64xf32>) -> tensor<2x16x192xf32>
    %cst_466 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2087 = stablehlo.reduce(%2086 init: %cst_466) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x192xf32>, tensor<f32>) -> tensor<192xf32>
    %2088 = stablehlo.reshape %2087 : (tensor<192xf32>) -> tensor<1x1x192xf32>
    %cst_467 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2089 = stablehlo.reduce(%2088 init: %cst_467) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x192xf32>, tensor<f32>) -> tensor<192xf32>
    %2090 = stablehlo.dot_general %2086, %1245, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x192xf32>, tensor<2x16x64xf32>) -> tensor<192x64xf32>
    %2091 = stablehlo.transpose %2090, dims = [1, 0] : (tensor<192x64xf32>) -> tensor<64x192xf32>
    %2092 = stablehlo.dot_general %2086, %arg109, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x192xf32>, tensor<64x192xf32>) -> tensor<2x16x64xf32>
    %cst_468 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2093 = stablehlo.reduce(%2092 init: %cst_468) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2094 = stablehlo.reshape %2093 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_469 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2095 = stablehlo.reduce(%2094 init: %cst_469) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2096 = stablehlo.multiply %1236, %2092 : tensor<2x16x64xf32>
    %cst_470 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2097 = stablehlo.reduce(%2096 init: %cst_470) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2098 = stablehlo.reshape %2097 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %2099 = stablehlo.broadcast_in_dim %1240, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %2100 = stablehlo.multiply %2092, %2099 : tensor<2x16x64xf32>
    %cst_471 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2101 = stablehlo.reduce(%2098 init: %cst_471) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2102 = stablehlo.broadcast_in_dim %1239, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %2103 = stablehlo.multiply %2100, %2102 : tensor<2x16x64xf32>
    %2104 = stablehlo.multiply %2103, %1229 : tensor<2x16x64xf32>
    %cst_472 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2105 = stablehlo.reduce(%2104 init: %cst_472) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %2106 = stablehlo.reshape %2105 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %2107 = stablehlo.negate %2106 : tensor<2x16x1xf32>
    %2108 = stablehlo.broadcast_in_dim %1232, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %2109 = stablehlo.divide %2100, %2108 : tensor<2x16x64xf32>
    %2110 = stablehlo.multiply %2107, %1234 : tensor<2x16x1xf32>
    %2111 = stablehlo.negate %2109 : tensor<2x16x64xf32>
    %cst_473 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2112 = stablehlo.reduce(%2111 init: %cst_473) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %2113 = stablehlo.reshape %2112 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %2114 = stablehlo.add %2049, %2109 : tensor<2x16x64xf32>
    %cst_474 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %2115 = stablehlo.broadcast_in_dim %cst_474, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %2116 = stablehlo.divide %2110, %2115 : tensor<2x16x1xf32>
    %cst_475 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2117 = stablehlo.reduce(%2116 init: %cst_475) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %2118 = stablehlo.broadcast_in_dim %2117, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %2119 = stablehlo.multiply %2118, %1223 : tensor<2x16x64xf32>
    %2120 = stablehlo.negate %2119 : tensor<2x16x64xf32>
    %cst_476 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2121 = stablehlo.reduce(%2120 init: %cst_476) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %2122 = stablehlo.reshape %2121 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %2123 = stablehlo.add %2114, %2119 : tensor<2x16x64xf32>
    %2124 = stablehlo.add %2113, %2122 : tensor<2x16x1xf32>
    %cst_477 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %2125 = stablehlo.broadcast_in_dim %cst_477, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %2126 = stablehlo.divide %2124, %2125 : tensor<2x16x1xf32>
    %cst_478 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2127 = stablehlo.reduce(%2126 init: %cst_478) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %2128 = stablehlo.broadcast_in_dim %2127, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %2129 = stablehlo.add %2123, %2128 : tensor<2x16x64xf32>
    %cst_479 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2130 = stablehlo.reduce(%2129 init: %cst_479) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2131 = stablehlo.reshape %2130 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_480 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2132 = stablehlo.reduce(%2131 init: %cst_480) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2133 = stablehlo.dot_general %2129, %1209, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<2x16x256xf32>) -> tensor<64x256xf32>
    %2134 = stablehlo.transpose %2133, dims = [1, 0] : (tensor<64x256xf32>) -> tensor<256x64xf32>
    %2135 = stablehlo.dot_general %2129, %arg105, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<256x64xf32>) -> tensor<2x16x256xf32>
    %2136 = stablehlo.multiply %1191, %2135 : tensor<2x16x256xf32>
    %2137 = stablehlo.multiply %2135, %1208 : tensor<2x16x256xf32>
    %2138 = stablehlo.multiply %2136, %1206 : tensor<2x16x256xf32>
    %2139 = stablehlo.multiply %2138, %1204 : tensor<2x16x256xf32>
    %2140 = stablehlo.add %2138, %2139 : tensor<2x16x256xf32>
    %2141 = stablehlo.broadcast_in_dim %1201, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %2142 = stablehlo.multiply %2141, %2140 : tensor<2x16x256xf32>
    %cst_481 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %2143 = stablehlo.broadcast_in_dim %cst_481, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %2144 = stablehlo.multiply %2143, %2142 : tensor<2x16x256xf32>
    %2145 = stablehlo.multiply %2144, %1197 : tensor<2x16x256xf32>
    %2146 = stablehlo.add %2142, %2145 : tensor<2x16x256xf32>
    %cst_482 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %2147 = stablehlo.broadcast_in_dim %cst_482, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %2148 = stablehlo.multiply %2147, %2137 : tensor<2x16x256xf32>
    %2149 = stablehlo.add %2146, %2148 : tensor<2x16x256xf32>
    %cst_483 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2150 = stablehlo.reduce(%2149 init: %cst_483) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x256xf32>, tensor<f32>) -> tensor<256xf32>
    %2151 = stablehlo.reshape %2150 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %cst_484 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2152 = stablehlo.reduce(%2151 init: %cst_484) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %2153 = stablehlo.dot_general %2149, %1185, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x256xf32>, tensor<2x16x64xf32>) -> tensor<256x64xf32>
    %2154 = stablehlo.transpose %2153, dims = [1, 0] : (tensor<256x64xf32>) -> tensor<64x256xf32>
    %2155 = stablehlo.dot_general %2149, %arg99, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x256xf32>, tensor<64x256xf32>) -> tensor<2x16x64xf32>
    %cst_485 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2156 = stablehlo.reduce(%2155 init: %cst_485) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2157 = stablehlo.reshape %2156 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_486 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2158 = stablehlo.reduce(%2157 init: %cst_486) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2159 = stablehlo.multiply %1176, %2155 : tensor<2x16x64xf32>
    %cst_487 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2160 = stablehlo.reduce(%2159 init: %cst_487) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2161 = stablehlo.reshape %2160 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %2162 = stablehlo.broadcast_in_dim %1180, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %2163 = stablehlo.multiply %2155, %2162 : tensor<2x16x64xf32>
    %cst_488 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2164 = stablehlo.reduce(%2161 init: %cst_488) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2165 = stablehlo.broadcast_in_dim %1179, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %2166 = stablehlo.multiply %2163, %2165 : tensor<2x16x64xf32>
    %2167 = stablehlo.multiply %2166, %1169 : tensor<2x16x64xf32>
    %cst_489 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2168 = stablehlo.reduce(%2167 init: %cst_489) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %2169 = stablehlo.reshape %2168 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %2170 = stablehlo.negate %2169 : tensor<2x16x1xf32>
    %2171 = stablehlo.broadcast_in_dim %1172, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %2172 = stablehlo.divide %2163, %2171 : tensor<2x16x64xf32>
    %2173 = stablehlo.multiply %2170, %1174 : tensor<2x16x1xf32>
    %2174 = stablehlo.negate %2172 : tensor<2x16x64xf32>
    %cst_490 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2175 = stablehlo.reduce(%2174 init: %cst_490) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %2176 = stablehlo.reshape %2175 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %2177 = stablehlo.add %2129, %2172 : tensor<2x16x64xf32>
    %cst_491 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %2178 = stablehlo.broadcast_in_dim %cst_491, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %2179 = stablehlo.divide %2173, %2178 : tensor<2x16x1xf32>
    %cst_492 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2180 = stablehlo.reduce(%2179 init: %cst_492) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %2181 = stablehlo.broadcast_in_dim %2180, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %2182 = stablehlo.multiply %2181, %1163 : tensor<2x16x64xf32>
    %2183 = stablehlo.negate %2182 : tensor<2x16x64xf32>
    %cst_493 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2184 = stablehlo.reduce(%2183 init: %cst_493) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %2185 = stablehlo.reshape %2184 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %2186 = stablehlo.add %2177, %2182 : tensor<2x16x64xf32>
    %2187 = stablehlo.add %2176, %2185 : tensor<2x16x1xf32>
    %cst_494 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %2188 = stablehlo.broadcast_in_dim %cst_494, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %2189 = stablehlo.divide %2187, %2188 : tensor<2x16x1xf32>
    %cst_495 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2190 = stablehlo.reduce(%2189 init: %cst_495) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %2191 = stablehlo.broadcast_in_dim %2190, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %2192 = stablehlo.add %2186, %2191 : tensor<2x16x64xf32>
    %cst_496 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2193 = stablehlo.reduce(%2192 init: %cst_496) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2194 = stablehlo.reshape %2193 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_497 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2195 = stablehlo.reduce(%2194 init: %cst_497) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2196 = stablehlo.dot_general %2192, %1149, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<2x16x64xf32>) -> tensor<64x64xf32>
    %2197 = stablehlo.transpose %2196, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %2198 = stablehlo.dot_general %2192, %arg107, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %2199 = stablehlo.reshape %2198 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %2200 = stablehlo.transpose %2199, dims = [0, 2, 1, 3] : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %2201 = stablehlo.dot_general %2200, %1143, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %2202 = stablehlo.transpose %2201, dims = [0, 1, 3, 2] : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %2203 = stablehlo.dot_general %2200, %1125, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %2204 = stablehlo.broadcast_in_dim %1146, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %2205 = stablehlo.multiply %2203, %2204 : tensor<2x4x16x16xf32>
    %2206 = stablehlo.multiply %2205, %1139 : tensor<2x4x16x16xf32>
    %cst_498 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2207 = stablehlo.reduce(%2206 init: %cst_498) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %2208 = stablehlo.reshape %2207 : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %2209 = stablehlo.negate %2208 : tensor<2x4x16x1xf32>
    %2210 = stablehlo.broadcast_in_dim %1141, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %2211 = stablehlo.divide %2203, %2210 : tensor<2x4x16x16xf32>
    %cst_499 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2212 = stablehlo.reduce(%2209 init: %cst_499) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x1xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %2213 = stablehlo.broadcast_in_dim %2212, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x16xf32>
    %2214 = stablehlo.add %2211, %2213 : tensor<2x4x16x16xf32>
    %2215 = stablehlo.multiply %2214, %1139 : tensor<2x4x16x16xf32>
    %2216 = call @_where_2(%1132#1, %2215) : (tensor<2x4x16x16xi1>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %cst_500 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %2217 = stablehlo.broadcast_in_dim %cst_500, dims = [] : (tensor<f32>) -> tensor<2x4x16x16xf32>
    %2218 = stablehlo.multiply %2216, %2217 : tensor<2x4x16x16xf32>
    %2219 = stablehlo.dot_general %2218, %1121, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %2220 = stablehlo.transpose %2219, dims = [0, 1, 3, 2] : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %2221 = stablehlo.dot_general %2218, %1126, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %2222 = stablehlo.transpose %2220, dims = [0, 1, 3, 2] : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %2223 = stablehlo.transpose %2202, dims = [0, 2, 1, 3] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %2224 = stablehlo.reshape %2223 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %2225 = stablehlo.transpose %2222, dims = [0, 2, 1, 3] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %2226 = stablehlo.reshape %2225 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %2227 = stablehlo.transpose %2221, dims = [0, 2, 1, 3] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %2228 = stablehlo.reshape %2227 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %2229 = stablehlo.concatenate %2228, %2226, %2224, dim = 2 : (tensor<2x16x64xf32>, tensor<2x16x64xf32>, tensor<2x16x64xf32>) -> tensor<2x16x192xf32>
    %cst_501 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2230 = stablehlo.reduce(%2229 init: %cst_501) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x192xf32>, tensor<f32>) -> tensor<192xf32>
    %2231 = stablehlo.reshape %2230 : (tensor<192xf32>) -> tensor<1x1x192xf32>
    %cst_502 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2232 = stablehlo.reduce(%2231 init: %cst_502) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x192xf32>, tensor<f32>) -> tensor<192xf32>
    %2233 = stablehlo.dot_general %2229, %1112, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x192xf32>, tensor<2x16x64xf32>) -> tensor<192x64xf32>
    %2234 = stablehlo.transpose %2233, dims = [1, 0] : (tensor<192x64xf32>) -> tensor<64x192xf32>
    %2235 = stablehlo.dot_general %2229, %arg97, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x192xf32>, tensor<64x192xf32>) -> tensor<2x16x64xf32>
    %cst_503 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2236 = stablehlo.reduce(%2235 init: %cst_503) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2237 = stablehlo.reshape %2236 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_504 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2238 = stablehlo.reduce(%2237 init: %cst_504) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2239 = stablehlo.multiply %1103, %2235 : tensor<2x16x64xf32>
    %cst_505 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2240 = stablehlo.reduce(%2239 init: %cst_505) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2241 = stablehlo.reshape %2240 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %2242 = stablehlo.broadcast_in_dim %1107, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %2243 = stablehlo.multiply %2235, %2242 : tensor<2x16x64xf32>
    %cst_506 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2244 = stablehlo.reduce(%2241 init: %cst_506) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2245 = stablehlo.broadcast_in_dim %1106, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %2246 = stablehlo.multiply %2243, %2245 : tensor<2x16x64xf32>
    %2247 = stablehlo.multiply %2246, %1096 : tensor<2x16x64xf32>
    %cst_507 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2248 = stablehlo.reduce(%2247 init: %cst_507) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %2249 = stablehlo.reshape %2248 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %2250 = stablehlo.negate %2249 : tensor<2x16x1xf32>
    %2251 = stablehlo.broadcast_in_dim %1099, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %2252 = stablehlo.divide %2243, %2251 : tensor<2x16x64xf32>
    %2253 = stablehlo.multiply %2250, %1101 : tensor<2x16x1xf32>
    %2254 = stablehlo.negate %2252 : tensor<2x16x64xf32>
    %cst_508 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2255 = stablehlo.reduce(%2254 init: %cst_508) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %2256 = stablehlo.reshape %2255 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %2257 = stablehlo.add %2192, %2252 : tensor<2x16x64xf32>
    %cst_509 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %2258 = stablehlo.broadcast_in_dim %cst_509, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %2259 = stablehlo.divide %2253, %2258 : tensor<2x16x1xf32>
    %cst_510 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2260 = stablehlo.reduce(%2259 init: %cst_510) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %2261 = stablehlo.broadcast_in_dim %2260, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %2262 = stablehlo.multiply %2261, %1090 : tensor<2x16x64xf32>
    %2263 = stablehlo.negate %2262 : tensor<2x16x64xf32>
    %cst_511 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2264 = stablehlo.reduce(%2263 init: %cst_511) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %2265 = stablehlo.reshape %2264 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %2266 = stablehlo.add %2257, %2262 : tensor<2x16x64xf32>
    %2267 = stablehlo.add %2256, %2265 : tensor<2x16x1xf32>
    %cst_512 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %2268 = stablehlo.broadcast_in_dim %cst_512, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %2269 = stablehlo.divide %2267, %2268 : tensor<2x16x1xf32>
    %cst_513 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2270 = stablehlo.reduce(%2269 init: %cst_513) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %2271 = stablehlo.broadcast_in_dim %2270, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %2272 = stablehlo.add %2266, %2271 : tensor<2x16x64xf32>
    %cst_514 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2273 = stablehlo.reduce(%2272 init: %cst_514) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2274 = stablehlo.reshape %2273 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_515 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2275 = stablehlo.reduce(%2274 init: %cst_515) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2276 = stablehlo.dot_general %2272, %1076, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<2x16x256xf32>) -> tensor<64x256xf32>
    %2277 = stablehlo.transpose %2276, dims = [1, 0] : (tensor<64x256xf32>) -> tensor<256x64xf32>
    %2278 = stablehlo.dot_general %2272, %arg93, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<256x64xf32>) -> tensor<2x16x256xf32>
    %2279 = stablehlo.multiply %1058, %2278 : tensor<2x16x256xf32>
    %2280 = stablehlo.multiply %2278, %1075 : tensor<2x16x256xf32>
    %2281 = stablehlo.multiply %2279, %1073 : tensor<2x16x256xf32>
    %2282 = stablehlo.multiply %2281, %1071 : tensor<2x16x256xf32>
    %2283 = stablehlo.add %2281, %2282 : tensor<2x16x256xf32>
    %2284 = stablehlo.broadcast_in_dim %1068, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %2285 = stablehlo.multiply %2284, %2283 : tensor<2x16x256xf32>
    %cst_516 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %2286 = stablehlo.broadcast_in_dim %cst_516, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %2287 = stablehlo.multiply %2286, %2285 : tensor<2x16x256xf32>
    %2288 = stablehlo.multiply %2287, %1064 : tensor<2x16x256xf32>
    %2289 = stablehlo.add %2285, %2288 : tensor<2x16x256xf32>
    %cst_517 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %2290 = stablehlo.broadcast_in_dim %cst_517, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %2291 = stablehlo.multiply %2290, %2280 : tensor<2x16x256xf32>
    %2292 = stablehlo.add %2289, %2291 : tensor<2x16x256xf32>
    %cst_518 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2293 = stablehlo.reduce(%2292 init: %cst_518) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x256xf32>, tensor<f32>) -> tensor<256xf32>
    %2294 = stablehlo.reshape %2293 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %cst_519 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2295 = stablehlo.reduce(%2294 init: %cst_519) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %2296 = stablehlo.dot_general %2292, %1052, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x256xf32>, tensor<2x16x64xf32>) -> tensor<256x64xf32>
    %2297 = stablehlo.transpose %2296, dims = [1, 0] : (tensor<256x64xf32>) -> tensor<64x256xf32>
    %2298 = stablehlo.dot_general %2292, %arg87, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x256xf32>, tensor<64x256xf32>) -> tensor<2x16x64xf32>
    %cst_520 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2299 = stablehlo.reduce(%2298 init: %cst_520) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2300 = stablehlo.reshape %2299 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_521 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2301 = stablehlo.reduce(%2300 init: %cst_521) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2302 = stablehlo.multiply %1043, %2298 : tensor<2x16x64xf32>
    %cst_522 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2303 = stablehlo.reduce(%2302 init: %cst_522) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2304 = stablehlo.reshape %2303 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %2305 = stablehlo.broadcast_in_dim %1047, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %2306 = stablehlo.multiply %2298, %2305 : tensor<2x16x64xf32>
    %cst_523 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2307 = stablehlo.reduce(%2304 init: %cst_523) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2308 = stablehlo.broadcast_in_dim %1046, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %2309 = stablehlo.multiply %2306, %2308 : tensor<2x16x64xf32>
    %2310 = stablehlo.multiply %2309, %1036 : tensor<2x16x64xf32>
    %cst_524 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2311 = stablehlo.reduce(%2310 init: %cst_524) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %2312 = stablehlo.reshape %2311 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %2313 = stablehlo.negate %2312 : tensor<2x16x1xf32>
    %2314 = stablehlo.broadcast_in_dim %1039, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %2315 = stablehlo.divide %2306, %2314 : tensor<2x16x64xf32>
    %2316 = stablehlo.multiply %2313, %1041 : tensor<2x16x1xf32>
    %2317 = stablehlo.negate %2315 : tensor<2x16x64xf32>
    %cst_525 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2318 = stablehlo.reduce(%2317 init: %cst_525) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %2319 = stablehlo.reshape %2318 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %2320 = stablehlo.add %2272, %2315 : tensor<2x16x64xf32>
    %cst_526 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %2321 = stablehlo.broadcast_in_dim %cst_526, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %2322 = stablehlo.divide %2316, %2321 : tensor<2x16x1xf32>
    %cst_527 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2323 = stablehlo.reduce(%2322 init: %cst_527) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %2324 = stablehlo.broadcast_in_dim %2323, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %2325 = stablehlo.multiply %2324, %1030 : tensor<2x16x64xf32>
    %2326 = stablehlo.negate %2325 : tensor<2x16x64xf32>
    %cst_528 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2327 = stablehlo.reduce(%2326 init: %cst_528) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %2328 = stablehlo.reshape %2327 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %2329 = stablehlo.add %2320, %2325 : tensor<2x16x64xf32>
    %2330 = stablehlo.add %2319, %2328 : tensor<2x16x1xf32>
    %cst_529 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %2331 = stablehlo.broadcast_in_dim %cst_529, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %2332 = stablehlo.divide %2330, %2331 : tensor<2x16x1xf32>
    %cst_530 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2333 = stablehlo.reduce(%2332 init: %cst_530) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %2334 = stablehlo.broadcast_in_dim %2333, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %2335 = stablehlo.add %2329, %2334 : tensor<2x16x64xf32>
    %cst_531 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2336 = stablehlo.reduce(%2335 init: %cst_531) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2337 = stablehlo.reshape %2336 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_532 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2338 = stablehlo.reduce(%2337 init: %cst_532) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2339 = stablehlo.dot_general %2335, %1016, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<2x16x64xf32>) -> tensor<64x64xf32>
    %2340 = stablehlo.transpose %2339, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %2341 = stablehlo.dot_general %2335, %arg95, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %2342 = stablehlo.reshape %2341 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %2343 = stablehlo.transpose %2342, dims = [0, 2, 1, 3] : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %2344 = stablehlo.dot_general %2343, %1010, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %2345 = stablehlo.transpose %2344, dims = [0, 1, 3, 2] : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %2346 = stablehlo.dot_general %2343, %992, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %2347 = stablehlo.broadcast_in_dim %1013, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %2348 = stablehlo.multiply %2346, %2347 : tensor<2x4x16x16xf32>
    %2349 = stablehlo.multiply %2348, %1006 : tensor<2x4x16x16xf32>
    %cst_533 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2350 = stablehlo.reduce(%2349 init: %cst_533) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %2351 = stablehlo.reshape %2350 : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %2352 = stablehlo.negate %2351 : tensor<2x4x16x1xf32>
    %2353 = stablehlo.broadcast_in_dim %1008, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %2354 = stablehlo.divide %2346, %2353 : tensor<2x4x16x16xf32>
    %cst_534 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2355 = stablehlo.reduce(%2352 init: %cst_534) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x1xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %2356 = stablehlo.broadcast_in_dim %2355, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x16xf32>
    %2357 = stablehlo.add %2354, %2356 : tensor<2x4x16x16xf32>
    %2358 = stablehlo.multiply %2357, %1006 : tensor<2x4x16x16xf32>
    %2359 = call @_where_2(%999#1, %2358) : (tensor<2x4x16x16xi1>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %cst_535 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %2360 = stablehlo.broadcast_in_dim %cst_535, dims = [] : (tensor<f32>) -> tensor<2x4x16x16xf32>
    %2361 = stablehlo.multiply %2359, %2360 : tensor<2x4x16x16xf32>
    %2362 = stablehlo.dot_general %2361, %988, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %2363 = stablehlo.transpose %2362, dims = [0, 1, 3, 2] : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %2364 = stablehlo.dot_general %2361, %993, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %2365 = stablehlo.transpose %2363, dims = [0, 1, 3, 2] : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %2366 = stablehlo.transpose %2345, dims = [0, 2, 1, 3] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %2367 = stablehlo.reshape %2366 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %2368 = stablehlo.transpose %2365, dims = [0, 2, 1, 3] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %2369 = stablehlo.reshape %2368 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %2370 = stablehlo.transpose %2364, dims = [0, 2, 1, 3] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %2371 = stablehlo.reshape %2370 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %2372 = stablehlo.concatenate %2371, %2369, %2367, dim = 2 : (tensor<2x16x64xf32>, tensor<2x16x64xf32>, tensor<2x16x64xf32>) -> tensor<2x16x192xf32>
    %cst_536 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2373 = stablehlo.reduce(%2372 init: %cst_536) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x192xf32>, tensor<f32>) -> tensor<192xf32>
    %2374 = stablehlo.reshape %2373 : (tensor<192xf32>) -> tensor<1x1x192xf32>
    %cst_537 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2375 = stablehlo.reduce(%2374 init: %cst_537) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x192xf32>, tensor<f32>) -> tensor<192xf32>
    %2376 = stablehlo.dot_general %2372, %979, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x192xf32>, tensor<2x16x64xf32>) -> tensor<192x64xf32>
    %2377 = stablehlo.transpose %2376, dims = [1, 0] : (tensor<192x64xf32>) -> tensor<64x192xf32>
    %2378 = stablehlo.dot_general %2372, %arg85, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x192xf32>, tensor<64x192xf32>) -> tensor<2x16x64xf32>
    %cst_538 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2379 = stablehlo.reduce(%2378 init: %cst_538) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2380 = stablehlo.reshape %2379 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_539 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2381 = stablehlo.reduce(%2380 init: %cst_539) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2382 = stablehlo.multiply %970, %2378 : tensor<2x16x64xf32>
    %cst_540 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2383 = stablehlo.reduce(%2382 init: %cst_540) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2384 = stablehlo.reshape %2383 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %2385 = stablehlo.broadcast_in_dim %974, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %2386 = stablehlo.multiply %2378, %2385 : tensor<2x16x64xf32>
    %cst_541 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2387 = stablehlo.reduce(%2384 init: %cst_541) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2388 = stablehlo.broadcast_in_dim %973, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %2389 = stablehlo.multiply %2386, %2388 : tensor<2x16x64xf32>
    %2390 = stablehlo.multiply %2389, %963 : tensor<2x16x64xf32>
    %cst_542 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2391 = stablehlo.reduce(%2390 init: %cst_542) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %2392 = stablehlo.reshape %2391 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %2393 = stablehlo.negate %2392 : tensor<2x16x1xf32>
    %2394 = stablehlo.broadcast_in_dim %966, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %2395 = stablehlo.divide %2386, %2394 : tensor<2x16x64xf32>
    %2396 = stablehlo.multiply %2393, %968 : tensor<2x16x1xf32>
    %2397 = stablehlo.negate %2395 : tensor<2x16x64xf32>
    %cst_543 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2398 = stablehlo.reduce(%2397 init: %cst_543) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %2399 = stablehlo.reshape %2398 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %2400 = stablehlo.add %2335, %2395 : tensor<2x16x64xf32>
    %cst_544 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %2401 = stablehlo.broadcast_in_dim %cst_544, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %2402 = stablehlo.divide %2396, %2401 : tensor<2x16x1xf32>
    %cst_545 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2403 = stablehlo.reduce(%2402 init: %cst_545) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %2404 = stablehlo.broadcast_in_dim %2403, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %2405 = stablehlo.multiply %2404, %957 : tensor<2x16x64xf32>
    %2406 = stablehlo.negate %2405 : tensor<2x16x64xf32>
    %cst_546 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2407 = stablehlo.reduce(%2406 init: %cst_546) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %2408 = stablehlo.reshape %2407 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %2409 = stablehlo.add %2400, %2405 : tensor<2x16x64xf32>
    %2410 = stablehlo.add %2399, %2408 : tensor<2x16x1xf32>
    %cst_547 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %2411 = stablehlo.broadcast_in_dim %cst_547, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %2412 = stablehlo.divide %2410, %2411 : tensor<2x16x1xf32>
    %cst_548 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2413 = stablehlo.reduce(%2412 init: %cst_548) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %2414 = stablehlo.broadcast_in_dim %2413, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %2415 = stablehlo.add %2409, %2414 : tensor<2x16x64xf32>
    %cst_549 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2416 = stablehlo.reduce(%2415 init: %cst_549) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2417 = stablehlo.reshape %2416 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_550 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2418 = stablehlo.reduce(%2417 init: %cst_550) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2419 = stablehlo.dot_general %2415, %943, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<2x16x256xf32>) -> tensor<64x256xf32>
    %2420 = stablehlo.transpose %2419, dims = [1, 0] : (tensor<64x256xf32>) -> tensor<256x64xf32>
    %2421 = stablehlo.dot_general %2415, %arg81, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<256x64xf32>) -> tensor<2x16x256xf32>
    %2422 = stablehlo.multiply %925, %2421 : tensor<2x16x256xf32>
    %2423 = stablehlo.multiply %2421, %942 : tensor<2x16x256xf32>
    %2424 = stablehlo.multiply %2422, %940 : tensor<2x16x256xf32>
    %2425 = stablehlo.multiply %2424, %938 : tensor<2x16x256xf32>
    %2426 = stablehlo.add %2424, %2425 : tensor<2x16x256xf32>
    %2427 = stablehlo.broadcast_in_dim %935, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %2428 = stablehlo.multiply %2427, %2426 : tensor<2x16x256xf32>
    %cst_551 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %2429 = stablehlo.broadcast_in_dim %cst_551, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %2430 = stablehlo.multiply %2429, %2428 : tensor<2x16x256xf32>
    %2431 = stablehlo.multiply %2430, %931 : tensor<2x16x256xf32>
    %2432 = stablehlo.add %2428, %2431 : tensor<2x16x256xf32>
    %cst_552 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %2433 = stablehlo.broadcast_in_dim %cst_552, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %2434 = stablehlo.multiply %2433, %2423 : tensor<2x16x256xf32>
    %2435 = stablehlo.add %2432, %2434 : tensor<2x16x256xf32>
    %cst_553 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2436 = stablehlo.reduce(%2435 init: %cst_553) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x256xf32>, tensor<f32>) -> tensor<256xf32>
    %2437 = stablehlo.reshape %2436 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %cst_554 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2438 = stablehlo.reduce(%2437 init: %cst_554) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %2439 = stablehlo.dot_general %2435, %919, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x256xf32>, tensor<2x16x64xf32>) -> tensor<256x64xf32>
    %2440 = stablehlo.transpose %2439, dims = [1, 0] : (tensor<256x64xf32>) -> tensor<64x256xf32>
    %2441 = stablehlo.dot_general %2435, %arg75, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x256xf32>, tensor<64x256xf32>) -> tensor<2x16x64xf32>
    %cst_555 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2442 = stablehlo.reduce(%2441 init: %cst_555) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2443 = stablehlo.reshape %2442 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_556 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2444 = stablehlo.reduce(%2443 init: %cst_556) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2445 = stablehlo.multiply %910, %2441 : tensor<2x16x64xf32>
    %cst_557 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2446 = stablehlo.reduce(%2445 init: %cst_557) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2447 = stablehlo.reshape %2446 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %2448 = stablehlo.broadcast_in_dim %914, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %2449 = stablehlo.multiply %2441, %2448 : tensor<2x16x64xf32>
    %cst_558 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2450 = stablehlo.reduce(%2447 init: %cst_558) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2451 = stablehlo.broadcast_in_dim %913, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %2452 = stablehlo.multiply %2449, %2451 : tensor<2x16x64xf32>
    %2453 = stablehlo.multiply %2452, %903 : tensor<2x16x64xf32>
    %cst_559 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2454 = stablehlo.reduce(%2453 init: %cst_559) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %2455 = stablehlo.reshape %2454 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %2456 = stablehlo.negate %2455 : tensor<2x16x1xf32>
    %2457 = stablehlo.broadcast_in_dim %906, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %2458 = stablehlo.divide %2449, %2457 : tensor<2x16x64xf32>
    %2459 = stablehlo.multiply %2456, %908 : tensor<2x16x1xf32>
    %2460 = stablehlo.negate %2458 : tensor<2x16x64xf32>
    %cst_560 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2461 = stablehlo.reduce(%2460 init: %cst_560) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %2462 = stablehlo.reshape %2461 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %2463 = stablehlo.add %2415, %2458 : tensor<2x16x64xf32>
    %cst_561 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %2464 = stablehlo.broadcast_in_dim %cst_561, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %2465 = stablehlo.divide %2459, %2464 : tensor<2x16x1xf32>
    %cst_562 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2466 = stablehlo.reduce(%2465 init: %cst_562) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %2467 = stablehlo.broadcast_in_dim %2466, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %2468 = stablehlo.multiply %2467, %897 : tensor<2x16x64xf32>
    %2469 = stablehlo.negate %2468 : tensor<2x16x64xf32>
    %cst_563 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2470 = stablehlo.reduce(%2469 init: %cst_563) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %2471 = stablehlo.reshape %2470 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %2472 = stablehlo.add %2463, %2468 : tensor<2x16x64xf32>
    %2473 = stablehlo.add %2462, %2471 : tensor<2x16x1xf32>
    %cst_564 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %2474 = stablehlo.broadcast_in_dim %cst_564, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %2475 = stablehlo.divide %2473, %2474 : tensor<2x16x1xf32>
    %cst_565 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2476 = stablehlo.reduce(%2475 init: %cst_565) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %2477 = stablehlo.broadcast_in_dim %2476, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %2478 = stablehlo.add %2472, %2477 : tensor<2x16x64xf32>
    %cst_566 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2479 = stablehlo.reduce(%2478 init: %cst_566) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2480 = stablehlo.reshape %2479 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_567 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2481 = stablehlo.reduce(%2480 init: %cst_567) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2482 = stablehlo.dot_general %2478, %883, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<2x16x64xf32>) -> tensor<64x64xf32>
    %2483 = stablehlo.transpose %2482, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %2484 = stablehlo.dot_general %2478, %arg83, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %2485 = stablehlo.reshape %2484 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %2486 = stablehlo.transpose %2485, dims = [0, 2, 1, 3] : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %2487 = stablehlo.dot_general %2486, %877, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %2488 = stablehlo.transpose %2487, dims = [0, 1, 3, 2] : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %2489 = stablehlo.dot_general %2486, %859, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %2490 = stablehlo.broadcast_in_dim %880, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %2491 = stablehlo.multiply %2489, %2490 : tensor<2x4x16x16xf32>
    %2492 = stablehlo.multiply %2491, %873 : tensor<2x4x16x16xf32>
    %cst_568 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2493 = stablehlo.reduce(%2492 init: %cst_568) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %2494 = stablehlo.reshape %2493 : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %2495 = stablehlo.negate %2494 : tensor<2x4x16x1xf32>
    %2496 = stablehlo.broadcast_in_dim %875, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %2497 = stablehlo.divide %2489, %2496 : tensor<2x4x16x16xf32>
    %cst_569 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2498 = stablehlo.reduce(%2495 init: %cst_569) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x1xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %2499 = stablehlo.broadcast_in_dim %2498, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x16xf32>
    %2500 = stablehlo.add %2497, %2499 : tensor<2x4x16x16xf32>
    %2501 = stablehlo.multiply %2500, %873 : tensor<2x4x16x16xf32>
    %2502 = call @_where_2(%866#1, %2501) : (tensor<2x4x16x16xi1>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %cst_570 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %2503 = stablehlo.broadcast_in_dim %cst_570, dims = [] : (tensor<f32>) -> tensor<2x4x16x16xf32>
    %2504 = stablehlo.multiply %2502, %2503 : tensor<2x4x16x16xf32>
    %2505 = stablehlo.dot_general %2504, %855, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %2506 = stablehlo.transpose %2505, dims = [0, 1, 3, 2] : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %2507 = stablehlo.dot_general %2504, %860, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %2508 = stablehlo.transpose %2506, dims = [0, 1, 3, 2] : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %2509 = stablehlo.transpose %2488, dims = [0, 2, 1, 3] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %2510 = stablehlo.reshape %2509 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %2511 = stablehlo.transpose %2508, dims = [0, 2, 1, 3] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %2512 = stablehlo.reshape %2511 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %2513 = stablehlo.transpose %2507, dims = [0, 2, 1, 3] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %2514 = stablehlo.reshape %2513 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %2515 = stablehlo.concatenate %2514, %2512, %2510, dim = 2 : (tensor<2x16x64xf32>, tensor<2x16x64xf32>, tensor<2x16x64xf32>) -> tensor<2x16x192xf32>
    %cst_571 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2516 = stablehlo.reduce(%2515 init: %cst_571) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x192xf32>, tensor<f32>) -> tensor<192xf32>
    %2517 = stablehlo.reshape %2516 : (tensor<192xf32>) -> tensor<1x1x192xf32>
    %cst_572 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2518 = stablehlo.reduce(%2517 init: %cst_572) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x192xf32>, tensor<f32>) -> tensor<192xf32>
    %2519 = stablehlo.dot_general %2515, %846, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x192xf32>, tensor<2x16x64xf32>) -> tensor<192x64xf32>
    %2520 = stablehlo.transpose %2519, dims = [1, 0] : (tensor<192x64xf32>) -> tensor<64x192xf32>
    %2521 = stablehlo.dot_general %2515, %arg73, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x192xf32>, tensor<64x192xf32>) -> tensor<2x16x64xf32>
    %cst_573 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2522 = stablehlo.reduce(%2521 init: %cst_573) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2523 = stablehlo.reshape %2522 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_574 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2524 = stablehlo.reduce(%2523 init: %cst_574) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2525 = stablehlo.multiply %837, %2521 : tensor<2x16x64xf32>
    %cst_575 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2526 = stablehlo.reduce(%2525 init: %cst_575) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2527 = stablehlo.reshape %2526 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %2528 = stablehlo.broadcast_in_dim %841, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %2529 = stablehlo.multiply %2521, %2528 : tensor<2x16x64xf32>
    %cst_576 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2530 = stablehlo.reduce(%2527 init: %cst_576) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2531 = stablehlo.broadcast_in_dim %840, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %2532 = stablehlo.multiply %2529, %2531 : tensor<2x16x64xf32>
    %2533 = stablehlo.multiply %2532, %830 : tensor<2x16x64xf32>
    %cst_577 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2534 = stablehlo.reduce(%2533 init: %cst_577) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %2535 = stablehlo.reshape %2534 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %2536 = stablehlo.negate %2535 : tensor<2x16x1xf32>
    %2537 = stablehlo.broadcast_in_dim %833, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %2538 = stablehlo.divide %2529, %2537 : tensor<2x16x64xf32>
    %2539 = stablehlo.multiply %2536, %835 : tensor<2x16x1xf32>
    %2540 = stablehlo.negate %2538 : tensor<2x16x64xf32>
    %cst_578 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2541 = stablehlo.reduce(%2540 init: %cst_578) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %2542 = stablehlo.reshape %2541 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %2543 = stablehlo.add %2478, %2538 : tensor<2x16x64xf32>
    %cst_579 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %2544 = stablehlo.broadcast_in_dim %cst_579, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %2545 = stablehlo.divide %2539, %2544 : tensor<2x16x1xf32>
    %cst_580 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2546 = stablehlo.reduce(%2545 init: %cst_580) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %2547 = stablehlo.broadcast_in_dim %2546, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %2548 = stablehlo.multiply %2547, %824 : tensor<2x16x64xf32>
    %2549 = stablehlo.negate %2548 : tensor<2x16x64xf32>
    %cst_581 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2550 = stablehlo.reduce(%2549 init: %cst_581) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %2551 = stablehlo.reshape %2550 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %2552 = stablehlo.add %2543, %2548 : tensor<2x16x64xf32>
    %2553 = stablehlo.add %2542, %2551 : tensor<2x16x1xf32>
    %cst_582 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %2554 = stablehlo.broadcast_in_dim %cst_582, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %2555 = stablehlo.divide %2553, %2554 : tensor<2x16x1xf32>
    %cst_583 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2556 = stablehlo.reduce(%2555 init: %cst_583) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %2557 = stablehlo.broadcast_in_dim %2556, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %2558 = stablehlo.add %2552, %2557 : tensor<2x16x64xf32>
    %cst_584 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2559 = stablehlo.reduce(%2558 init: %cst_584) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2560 = stablehlo.reshape %2559 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_585 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2561 = stablehlo.reduce(%2560 init: %cst_585) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2562 = stablehlo.dot_general %2558, %810, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<2x16x256xf32>) -> tensor<64x256xf32>
    %2563 = stablehlo.transpose %2562, dims = [1, 0] : (tensor<64x256xf32>) -> tensor<256x64xf32>
    %2564 = stablehlo.dot_general %2558, %arg69, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<256x64xf32>) -> tensor<2x16x256xf32>
    %2565 = stablehlo.multiply %792, %2564 : tensor<2x16x256xf32>
    %2566 = stablehlo.multiply %2564, %809 : tensor<2x16x256xf32>
    %2567 = stablehlo.multiply %2565, %807 : tensor<2x16x256xf32>
    %2568 = stablehlo.multiply %2567, %805 : tensor<2x16x256xf32>
    %2569 = stablehlo.add %2567, %2568 : tensor<2x16x256xf32>
    %2570 = stablehlo.broadcast_in_dim %802, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %2571 = stablehlo.multiply %2570, %2569 : tensor<2x16x256xf32>
    %cst_586 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %2572 = stablehlo.broadcast_in_dim %cst_586, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %2573 = stablehlo.multiply %2572, %2571 : tensor<2x16x256xf32>
    %2574 = stablehlo.multiply %2573, %798 : tensor<2x16x256xf32>
    %2575 = stablehlo.add %2571, %2574 : tensor<2x16x256xf32>
    %cst_587 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %2576 = stablehlo.broadcast_in_dim %cst_587, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %2577 = stablehlo.multiply %2576, %2566 : tensor<2x16x256xf32>
    %2578 = stablehlo.add %2575, %2577 : tensor<2x16x256xf32>
    %cst_588 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2579 = stablehlo.reduce(%2578 init: %cst_588) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x256xf32>, tensor<f32>) -> tensor<256xf32>
    %2580 = stablehlo.reshape %2579 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %cst_589 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2581 = stablehlo.reduce(%2580 init: %cst_589) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %2582 = stablehlo.dot_general %2578, %786, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x256xf32>, tensor<2x16x64xf32>) -> tensor<256x64xf32>
    %2583 = stablehlo.transpose %2582, dims = [1, 0] : (tensor<256x64xf32>) -> tensor<64x256xf32>
    %2584 = stablehlo.dot_general %2578, %arg63, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x256xf32>, tensor<64x256xf32>) -> tensor<2x16x64xf32>
    %cst_590 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2585 = stablehlo.reduce(%2584 init: %cst_590) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2586 = stablehlo.reshape %2585 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_591 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2587 = stablehlo.reduce(%2586 init: %cst_591) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2588 = stablehlo.multiply %777, %2584 : tensor<2x16x64xf32>
    %cst_592 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2589 = stablehlo.reduce(%2588 init: %cst_592) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2590 = stablehlo.reshape %2589 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %2591 = stablehlo.broadcast_in_dim %781, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %2592 = stablehlo.multiply %2584, %2591 : tensor<2x16x64xf32>
    %cst_593 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2593 = stablehlo.reduce(%2590 init: %cst_593) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2594 = stablehlo.broadcast_in_dim %780, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %2595 = stablehlo.multiply %2592, %2594 : tensor<2x16x64xf32>
    %2596 = stablehlo.multiply %2595, %770 : tensor<2x16x64xf32>
    %cst_594 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2597 = stablehlo.reduce(%2596 init: %cst_594) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %2598 = stablehlo.reshape %2597 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %2599 = stablehlo.negate %2598 : tensor<2x16x1xf32>
    %2600 = stablehlo.broadcast_in_dim %773, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %2601 = stablehlo.divide %2592, %2600 : tensor<2x16x64xf32>
    %2602 = stablehlo.multiply %2599, %775 : tensor<2x16x1xf32>
    %2603 = stablehlo.negate %2601 : tensor<2x16x64xf32>
    %cst_595 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2604 = stablehlo.reduce(%2603 init: %cst_595) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %2605 = stablehlo.reshape %2604 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %2606 = stablehlo.add %2558, %2601 : tensor<2x16x64xf32>
    %cst_596 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %2607 = stablehlo.broadcast_in_dim %cst_596, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %2608 = stablehlo.divide %2602, %2607 : tensor<2x16x1xf32>
    %cst_597 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2609 = stablehlo.reduce(%2608 init: %cst_597) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %2610 = stablehlo.broadcast_in_dim %2609, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %2611 = stablehlo.multiply %2610, %764 : tensor<2x16x64xf32>
    %2612 = stablehlo.negate %2611 : tensor<2x16x64xf32>
    %cst_598 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2613 = stablehlo.reduce(%2612 init: %cst_598) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %2614 = stablehlo.reshape %2613 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %2615 = stablehlo.add %2606, %2611 : tensor<2x16x64xf32>
    %2616 = stablehlo.add %2605, %2614 : tensor<2x16x1xf32>
    %cst_599 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %2617 = stablehlo.broadcast_in_dim %cst_599, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %2618 = stablehlo.divide %2616, %2617 : tensor<2x16x1xf32>
    %cst_600 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2619 = stablehlo.reduce(%2618 init: %cst_600) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %2620 = stablehlo.broadcast_in_dim %2619, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %2621 = stablehlo.add %2615, %2620 : tensor<2x16x64xf32>
    %cst_601 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2622 = stablehlo.reduce(%2621 init: %cst_601) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2623 = stablehlo.reshape %2622 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_602 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2624 = stablehlo.reduce(%2623 init: %cst_602) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2625 = stablehlo.dot_general %2621, %750, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<2x16x64xf32>) -> tensor<64x64xf32>
    %2626 = stablehlo.transpose %2625, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %2627 = stablehlo.dot_general %2621, %arg71, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %2628 = stablehlo.reshape %2627 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %2629 = stablehlo.transpose %2628, dims = [0, 2, 1, 3] : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %2630 = stablehlo.dot_general %2629, %744, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %2631 = stablehlo.transpose %2630, dims = [0, 1, 3, 2] : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %2632 = stablehlo.dot_general %2629, %726, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %2633 = stablehlo.broadcast_in_dim %747, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %2634 = stablehlo.multiply %2632, %2633 : tensor<2x4x16x16xf32>
    %2635 = stablehlo.multiply %2634, %740 : tensor<2x4x16x16xf32>
    %cst_603 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2636 = stablehlo.reduce(%2635 init: %cst_603) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %2637 = stablehlo.reshape %2636 : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %2638 = stablehlo.negate %2637 : tensor<2x4x16x1xf32>
    %2639 = stablehlo.broadcast_in_dim %742, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %2640 = stablehlo.divide %2632, %2639 : tensor<2x4x16x16xf32>
    %cst_604 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2641 = stablehlo.reduce(%2638 init: %cst_604) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x1xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %2642 = stablehlo.broadcast_in_dim %2641, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x16xf32>
    %2643 = stablehlo.add %2640, %2642 : tensor<2x4x16x16xf32>
    %2644 = stablehlo.multiply %2643, %740 : tensor<2x4x16x16xf32>
    %2645 = call @_where_2(%733#1, %2644) : (tensor<2x4x16x16xi1>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %cst_605 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %2646 = stablehlo.broadcast_in_dim %cst_605, dims = [] : (tensor<f32>) -> tensor<2x4x16x16xf32>
    %2647 = stablehlo.multiply %2645, %2646 : tensor<2x4x16x16xf32>
    %2648 = stablehlo.dot_general %2647, %722, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %2649 = stablehlo.transpose %2648, dims = [0, 1, 3, 2] : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %2650 = stablehlo.dot_general %2647, %727, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %2651 = stablehlo.transpose %2649, dims = [0, 1, 3, 2] : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %2652 = stablehlo.transpose %2631, dims = [0, 2, 1, 3] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %2653 = stablehlo.reshape %2652 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %2654 = stablehlo.transpose %2651, dims = [0, 2, 1, 3] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %2655 = stablehlo.reshape %2654 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %2656 = stablehlo.transpose %2650, dims = [0, 2, 1, 3] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %2657 = stablehlo.reshape %2656 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %2658 = stablehlo.concatenate %2657, %2655, %2653, dim = 2 : (tensor<2x16x64xf32>, tensor<2x16x64xf32>, tensor<2x16x64xf32>) -> tensor<2x16x192xf32>
    %cst_606 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2659 = stablehlo.reduce(%2658 init: %cst_606) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x192xf32>, tensor<f32>) -> tensor<192xf32>
    %2660 = stablehlo.reshape %2659 : (tensor<192xf32>) -> tensor<1x1x192xf32>
    %cst_607 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2661 = stablehlo.reduce(%2660 init: %cst_607) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x192xf32>, tensor<f32>) -> tensor<192xf32>
    %2662 = stablehlo.dot_general %2658, %713, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x192xf32>, tensor<2x16x64xf32>) -> tensor<192x64xf32>
    %2663 = stablehlo.transpose %2662, dims = [1, 0] : (tensor<192x64xf32>) -> tensor<64x192xf32>
    %2664 = stablehlo.dot_general %2658, %arg61, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x192xf32>, tensor<64x192xf32>) -> tensor<2x16x64xf32>
    %cst_608 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2665 = stablehlo.reduce(%2664 init: %cst_608) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2666 = stablehlo.reshape %2665 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_609 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2667 = stablehlo.reduce(%2666 init: %cst_609) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2668 = stablehlo.multiply %704, %2664 : tensor<2x16x64xf32>
    %cst_610 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2669 = stablehlo.reduce(%2668 init: %cst_610) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2670 = stablehlo.reshape %2669 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %2671 = stablehlo.broadcast_in_dim %708, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %2672 = stablehlo.multiply %2664, %2671 : tensor<2x16x64xf32>
    %cst_611 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2673 = stablehlo.reduce(%2670 init: %cst_611) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2674 = stablehlo.broadcast_in_dim %707, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %2675 = stablehlo.multiply %2672, %2674 : tensor<2x16x64xf32>
    %2676 = stablehlo.multiply %2675, %697 : tensor<2x16x64xf32>
    %cst_612 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2677 = stablehlo.reduce(%2676 init: %cst_612) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %2678 = stablehlo.reshape %2677 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %2679 = stablehlo.negate %2678 : tensor<2x16x1xf32>
    %2680 = stablehlo.broadcast_in_dim %700, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %2681 = stablehlo.divide %2672, %2680 : tensor<2x16x64xf32>
    %2682 = stablehlo.multiply %2679, %702 : tensor<2x16x1xf32>
    %2683 = stablehlo.negate %2681 : tensor<2x16x64xf32>
    %cst_613 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2684 = stablehlo.reduce(%2683 init: %cst_613) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %2685 = stablehlo.reshape %2684 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %2686 = stablehlo.add %2621, %2681 : tensor<2x16x64xf32>
    %cst_614 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %2687 = stablehlo.broadcast_in_dim %cst_614, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %2688 = stablehlo.divide %2682, %2687 : tensor<2x16x1xf32>
    %cst_615 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2689 = stablehlo.reduce(%2688 init: %cst_615) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %2690 = stablehlo.broadcast_in_dim %2689, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %2691 = stablehlo.multiply %2690, %691 : tensor<2x16x64xf32>
    %2692 = stablehlo.negate %2691 : tensor<2x16x64xf32>
    %cst_616 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2693 = stablehlo.reduce(%2692 init: %cst_616) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %2694 = stablehlo.reshape %2693 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %2695 = stablehlo.add %2686, %2691 : tensor<2x16x64xf32>
    %2696 = stablehlo.add %2685, %2694 : tensor<2x16x1xf32>
    %cst_617 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %2697 = stablehlo.broadcast_in_dim %cst_617, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %2698 = stablehlo.divide %2696, %2697 : tensor<2x16x1xf32>
    %cst_618 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2699 = stablehlo.reduce(%2698 init: %cst_618) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %2700 = stablehlo.broadcast_in_dim %2699, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %2701 = stablehlo.add %2695, %2700 : tensor<2x16x64xf32>
    %cst_619 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2702 = stablehlo.reduce(%2701 init: %cst_619) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2703 = stablehlo.reshape %2702 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_620 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2704 = stablehlo.reduce(%2703 init: %cst_620) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2705 = stablehlo.dot_general %2701, %677, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<2x16x256xf32>) -> tensor<64x256xf32>
    %2706 = stablehlo.transpose %2705, dims = [1, 0] : (tensor<64x256xf32>) -> tensor<256x64xf32>
    %2707 = stablehlo.dot_general %2701, %arg57, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<256x64xf32>) -> tensor<2x16x256xf32>
    %2708 = stablehlo.multiply %659, %2707 : tensor<2x16x256xf32>
    %2709 = stablehlo.multiply %2707, %676 : tensor<2x16x256xf32>
    %2710 = stablehlo.multiply %2708, %674 : tensor<2x16x256xf32>
    %2711 = stablehlo.multiply %2710, %672 : tensor<2x16x256xf32>
    %2712 = stablehlo.add %2710, %2711 : tensor<2x16x256xf32>
    %2713 = stablehlo.broadcast_in_dim %669, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %2714 = stablehlo.multiply %2713, %2712 : tensor<2x16x256xf32>
    %cst_621 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %2715 = stablehlo.broadcast_in_dim %cst_621, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %2716 = stablehlo.multiply %2715, %2714 : tensor<2x16x256xf32>
    %2717 = stablehlo.multiply %2716, %665 : tensor<2x16x256xf32>
    %2718 = stablehlo.add %2714, %2717 : tensor<2x16x256xf32>
    %cst_622 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %2719 = stablehlo.broadcast_in_dim %cst_622, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %2720 = stablehlo.multiply %2719, %2709 : tensor<2x16x256xf32>
    %2721 = stablehlo.add %2718, %2720 : tensor<2x16x256xf32>
    %cst_623 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2722 = stablehlo.reduce(%2721 init: %cst_623) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x256xf32>, tensor<f32>) -> tensor<256xf32>
    %2723 = stablehlo.reshape %2722 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %cst_624 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2724 = stablehlo.reduce(%2723 init: %cst_624) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %2725 = stablehlo.dot_general %2721, %653, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x256xf32>, tensor<2x16x64xf32>) -> tensor<256x64xf32>
    %2726 = stablehlo.transpose %2725, dims = [1, 0] : (tensor<256x64xf32>) -> tensor<64x256xf32>
    %2727 = stablehlo.dot_general %2721, %arg51, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x256xf32>, tensor<64x256xf32>) -> tensor<2x16x64xf32>
    %cst_625 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2728 = stablehlo.reduce(%2727 init: %cst_625) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2729 = stablehlo.reshape %2728 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_626 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2730 = stablehlo.reduce(%2729 init: %cst_626) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2731 = stablehlo.multiply %644, %2727 : tensor<2x16x64xf32>
    %cst_627 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2732 = stablehlo.reduce(%2731 init: %cst_627) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2733 = stablehlo.reshape %2732 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %2734 = stablehlo.broadcast_in_dim %648, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %2735 = stablehlo.multiply %2727, %2734 : tensor<2x16x64xf32>
    %cst_628 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2736 = stablehlo.reduce(%2733 init: %cst_628) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2737 = stablehlo.broadcast_in_dim %647, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %2738 = stablehlo.multiply %2735, %2737 : tensor<2x16x64xf32>
    %2739 = stablehlo.multiply %2738, %637 : tensor<2x16x64xf32>
    %cst_629 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2740 = stablehlo.reduce(%2739 init: %cst_629) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %2741 = stablehlo.reshape %2740 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %2742 = stablehlo.negate %2741 : tensor<2x16x1xf32>
    %2743 = stablehlo.broadcast_in_dim %640, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %2744 = stablehlo.divide %2735, %2743 : tensor<2x16x64xf32>
    %2745 = stablehlo.multiply %2742, %642 : tensor<2x16x1xf32>
    %2746 = stablehlo.negate %2744 : tensor<2x16x64xf32>
    %cst_630 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2747 = stablehlo.reduce(%2746 init: %cst_630) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %2748 = stablehlo.reshape %2747 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %2749 = stablehlo.add %2701, %2744 : tensor<2x16x64xf32>
    %cst_631 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %2750 = stablehlo.broadcast_in_dim %cst_631, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %2751 = stablehlo.divide %2745, %2750 : tensor<2x16x1xf32>
    %cst_632 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2752 = stablehlo.reduce(%2751 init: %cst_632) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %2753 = stablehlo.broadcast_in_dim %2752, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %2754 = stablehlo.multiply %2753, %631 : tensor<2x16x64xf32>
    %2755 = stablehlo.negate %2754 : tensor<2x16x64xf32>
    %cst_633 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2756 = stablehlo.reduce(%2755 init: %cst_633) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %2757 = stablehlo.reshape %2756 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %2758 = stablehlo.add %2749, %2754 : tensor<2x16x64xf32>
    %2759 = stablehlo.add %2748, %2757 : tensor<2x16x1xf32>
    %cst_634 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %2760 = stablehlo.broadcast_in_dim %cst_634, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %2761 = stablehlo.divide %2759, %2760 : tensor<2x16x1xf32>
    %cst_635 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2762 = stablehlo.reduce(%2761 init: %cst_635) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %2763 = stablehlo.broadcast_in_dim %2762, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %2764 = stablehlo.add %2758, %2763 : tensor<2x16x64xf32>
    %cst_636 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2765 = stablehlo.reduce(%2764 init: %cst_636) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2766 = stablehlo.reshape %2765 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_637 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2767 = stablehlo.reduce(%2766 init: %cst_637) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2768 = stablehlo.dot_general %2764, %617, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<2x16x64xf32>) -> tensor<64x64xf32>
    %2769 = stablehlo.transpose %2768, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %2770 = stablehlo.dot_general %2764, %arg59, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %2771 = stablehlo.reshape %2770 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %2772 = stablehlo.transpose %2771, dims = [0, 2, 1, 3] : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %2773 = stablehlo.dot_general %2772, %611, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %2774 = stablehlo.transpose %2773, dims = [0, 1, 3, 2] : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %2775 = stablehlo.dot_general %2772, %593, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %2776 = stablehlo.broadcast_in_dim %614, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %2777 = stablehlo.multiply %2775, %2776 : tensor<2x4x16x16xf32>
    %2778 = stablehlo.multiply %2777, %607 : tensor<2x4x16x16xf32>
    %cst_638 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2779 = stablehlo.reduce(%2778 init: %cst_638) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %2780 = stablehlo.reshape %2779 : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %2781 = stablehlo.negate %2780 : tensor<2x4x16x1xf32>
    %2782 = stablehlo.broadcast_in_dim %609, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %2783 = stablehlo.divide %2775, %2782 : tensor<2x4x16x16xf32>
    %cst_639 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2784 = stablehlo.reduce(%2781 init: %cst_639) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x1xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %2785 = stablehlo.broadcast_in_dim %2784, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x16xf32>
    %2786 = stablehlo.add %2783, %2785 : tensor<2x4x16x16xf32>
    %2787 = stablehlo.multiply %2786, %607 : tensor<2x4x16x16xf32>
    %2788 = call @_where_2(%600#1, %2787) : (tensor<2x4x16x16xi1>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %cst_640 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %2789 = stablehlo.broadcast_in_dim %cst_640, dims = [] : (tensor<f32>) -> tensor<2x4x16x16xf32>
    %2790 = stablehlo.multiply %2788, %2789 : tensor<2x4x16x16xf32>
    %2791 = stablehlo.dot_general %2790, %589, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %2792 = stablehlo.transpose %2791, dims = [0, 1, 3, 2] : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %2793 = stablehlo.dot_general %2790, %594, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %2794 = stablehlo.transpose %2792, dims = [0, 1, 3, 2] : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %2795 = stablehlo.transpose %2774, dims = [0, 2, 1, 3] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %2796 = stablehlo.reshape %2795 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %2797 = stablehlo.transpose %2794, dims = [0, 2, 1, 3] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %2798 = stablehlo.reshape %2797 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %2799 = stablehlo.transpose %2793, dims = [0, 2, 1, 3] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %2800 = stablehlo.reshape %2799 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %2801 = stablehlo.concatenate %2800, %2798, %2796, dim = 2 : (tensor<2x16x64xf32>, tensor<2x16x64xf32>, tensor<2x16x64xf32>) -> tensor<2x16x192xf32>
    %cst_641 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2802 = stablehlo.reduce(%2801 init: %cst_641) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x192xf32>, tensor<f32>) -> tensor<192xf32>
    %2803 = stablehlo.reshape %2802 : (tensor<192xf32>) -> tensor<1x1x192xf32>
    %cst_642 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2804 = stablehlo.reduce(%2803 init: %cst_642) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x192xf32>, tensor<f32>) -> tensor<192xf32>
    %2805 = stablehlo.dot_general %2801, %580, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x192xf32>, tensor<2x16x64xf32>) -> tensor<192x64xf32>
    %2806 = stablehlo.transpose %2805, dims = [1, 0] : (tensor<192x64xf32>) -> tensor<64x192xf32>
    %2807 = stablehlo.dot_general %2801, %arg49, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x192xf32>, tensor<64x192xf32>) -> tensor<2x16x64xf32>
    %cst_643 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2808 = stablehlo.reduce(%2807 init: %cst_643) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2809 = stablehlo.reshape %2808 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_644 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2810 = stablehlo.reduce(%2809 init: %cst_644) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2811 = stablehlo.multiply %571, %2807 : tensor<2x16x64xf32>
    %cst_645 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2812 = stablehlo.reduce(%2811 init: %cst_645) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2813 = stablehlo.reshape %2812 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %2814 = stablehlo.broadcast_in_dim %575, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %2815 = stablehlo.multiply %2807, %2814 : tensor<2x16x64xf32>
    %cst_646 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2816 = stablehlo.reduce(%2813 init: %cst_646) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2817 = stablehlo.broadcast_in_dim %574, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %2818 = stablehlo.multiply %2815, %2817 : tensor<2x16x64xf32>
    %2819 = stablehlo.multiply %2818, %564 : tensor<2x16x64xf32>
    %cst_647 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2820 = stablehlo.reduce(%2819 init: %cst_647) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %2821 = stablehlo.reshape %2820 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %2822 = stablehlo.negate %2821 : tensor<2x16x1xf32>
    %2823 = stablehlo.broadcast_in_dim %567, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %2824 = stablehlo.divide %2815, %2823 : tensor<2x16x64xf32>
    %2825 = stablehlo.multiply %2822, %569 : tensor<2x16x1xf32>
    %2826 = stablehlo.negate %2824 : tensor<2x16x64xf32>
    %cst_648 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2827 = stablehlo.reduce(%2826 init: %cst_648) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %2828 = stablehlo.reshape %2827 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %2829 = stablehlo.add %2764, %2824 : tensor<2x16x64xf32>
    %cst_649 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %2830 = stablehlo.broadcast_in_dim %cst_649, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %2831 = stablehlo.divide %2825, %2830 : tensor<2x16x1xf32>
    %cst_650 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2832 = stablehlo.reduce(%2831 init: %cst_650) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %2833 = stablehlo.broadcast_in_dim %2832, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %2834 = stablehlo.multiply %2833, %558 : tensor<2x16x64xf32>
    %2835 = stablehlo.negate %2834 : tensor<2x16x64xf32>
    %cst_651 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2836 = stablehlo.reduce(%2835 init: %cst_651) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %2837 = stablehlo.reshape %2836 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %2838 = stablehlo.add %2829, %2834 : tensor<2x16x64xf32>
    %2839 = stablehlo.add %2828, %2837 : tensor<2x16x1xf32>
    %cst_652 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %2840 = stablehlo.broadcast_in_dim %cst_652, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %2841 = stablehlo.divide %2839, %2840 : tensor<2x16x1xf32>
    %cst_653 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2842 = stablehlo.reduce(%2841 init: %cst_653) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %2843 = stablehlo.broadcast_in_dim %2842, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %2844 = stablehlo.add %2838, %2843 : tensor<2x16x64xf32>
    %cst_654 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2845 = stablehlo.reduce(%2844 init: %cst_654) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2846 = stablehlo.reshape %2845 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_655 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2847 = stablehlo.reduce(%2846 init: %cst_655) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2848 = stablehlo.dot_general %2844, %544, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<2x16x256xf32>) -> tensor<64x256xf32>
    %2849 = stablehlo.transpose %2848, dims = [1, 0] : (tensor<64x256xf32>) -> tensor<256x64xf32>
    %2850 = stablehlo.dot_general %2844, %arg45, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<256x64xf32>) -> tensor<2x16x256xf32>
    %2851 = stablehlo.multiply %526, %2850 : tensor<2x16x256xf32>
    %2852 = stablehlo.multiply %2850, %543 : tensor<2x16x256xf32>
    %2853 = stablehlo.multiply %2851, %541 : tensor<2x16x256xf32>
    %2854 = stablehlo.multiply %2853, %539 : tensor<2x16x256xf32>
    %2855 = stablehlo.add %2853, %2854 : tensor<2x16x256xf32>
    %2856 = stablehlo.broadcast_in_dim %536, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %2857 = stablehlo.multiply %2856, %2855 : tensor<2x16x256xf32>
    %cst_656 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %2858 = stablehlo.broadcast_in_dim %cst_656, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %2859 = stablehlo.multiply %2858, %2857 : tensor<2x16x256xf32>
    %2860 = stablehlo.multiply %2859, %532 : tensor<2x16x256xf32>
    %2861 = stablehlo.add %2857, %2860 : tensor<2x16x256xf32>
    %cst_657 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %2862 = stablehlo.broadcast_in_dim %cst_657, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %2863 = stablehlo.multiply %2862, %2852 : tensor<2x16x256xf32>
    %2864 = stablehlo.add %2861, %2863 : tensor<2x16x256xf32>
    %cst_658 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2865 = stablehlo.reduce(%2864 init: %cst_658) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x256xf32>, tensor<f32>) -> tensor<256xf32>
    %2866 = stablehlo.reshape %2865 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %cst_659 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2867 = stablehlo.reduce(%2866 init: %cst_659) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %2868 = stablehlo.dot_general %2864, %520, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x256xf32>, tensor<2x16x64xf32>) -> tensor<256x64xf32>
    %2869 = stablehlo.transpose %2868, dims = [1, 0] : (tensor<256x64xf32>) -> tensor<64x256xf32>
    %2870 = stablehlo.dot_general %2864, %arg39, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x256xf32>, tensor<64x256xf32>) -> tensor<2x16x64xf32>
    %cst_660 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2871 = stablehlo.reduce(%2870 init: %cst_660) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2872 = stablehlo.reshape %2871 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_661 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2873 = stablehlo.reduce(%2872 init: %cst_661) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2874 = stablehlo.multiply %511, %2870 : tensor<2x16x64xf32>
    %cst_662 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2875 = stablehlo.reduce(%2874 init: %cst_662) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2876 = stablehlo.reshape %2875 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %2877 = stablehlo.broadcast_in_dim %515, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %2878 = stablehlo.multiply %2870, %2877 : tensor<2x16x64xf32>
    %cst_663 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2879 = stablehlo.reduce(%2876 init: %cst_663) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2880 = stablehlo.broadcast_in_dim %514, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %2881 = stablehlo.multiply %2878, %2880 : tensor<2x16x64xf32>
    %2882 = stablehlo.multiply %2881, %504 : tensor<2x16x64xf32>
    %cst_664 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2883 = stablehlo.reduce(%2882 init: %cst_664) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %2884 = stablehlo.reshape %2883 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %2885 = stablehlo.negate %2884 : tensor<2x16x1xf32>
    %2886 = stablehlo.broadcast_in_dim %507, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %2887 = stablehlo.divide %2878, %2886 : tensor<2x16x64xf32>
    %2888 = stablehlo.multiply %2885, %509 : tensor<2x16x1xf32>
    %2889 = stablehlo.negate %2887 : tensor<2x16x64xf32>
    %cst_665 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2890 = stablehlo.reduce(%2889 init: %cst_665) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %2891 = stablehlo.reshape %2890 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %2892 = stablehlo.add %2844, %2887 : tensor<2x16x64xf32>
    %cst_666 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %2893 = stablehlo.broadcast_in_dim %cst_666, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %2894 = stablehlo.divide %2888, %2893 : tensor<2x16x1xf32>
    %cst_667 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2895 = stablehlo.reduce(%2894 init: %cst_667) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %2896 = stablehlo.broadcast_in_dim %2895, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %2897 = stablehlo.multiply %2896, %498 : tensor<2x16x64xf32>
    %2898 = stablehlo.negate %2897 : tensor<2x16x64xf32>
    %cst_668 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2899 = stablehlo.reduce(%2898 init: %cst_668) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %2900 = stablehlo.reshape %2899 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %2901 = stablehlo.add %2892, %2897 : tensor<2x16x64xf32>
    %2902 = stablehlo.add %2891, %2900 : tensor<2x16x1xf32>
    %cst_669 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %2903 = stablehlo.broadcast_in_dim %cst_669, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %2904 = stablehlo.divide %2902, %2903 : tensor<2x16x1xf32>
    %cst_670 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2905 = stablehlo.reduce(%2904 init: %cst_670) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %2906 = stablehlo.broadcast_in_dim %2905, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %2907 = stablehlo.add %2901, %2906 : tensor<2x16x64xf32>
    %cst_671 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2908 = stablehlo.reduce(%2907 init: %cst_671) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2909 = stablehlo.reshape %2908 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_672 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2910 = stablehlo.reduce(%2909 init: %cst_672) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2911 = stablehlo.dot_general %2907, %484, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<2x16x64xf32>) -> tensor<64x64xf32>
    %2912 = stablehlo.transpose %2911, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %2913 = stablehlo.dot_general %2907, %arg47, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %2914 = stablehlo.reshape %2913 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %2915 = stablehlo.transpose %2914, dims = [0, 2, 1, 3] : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %2916 = stablehlo.dot_general %2915, %478, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %2917 = stablehlo.transpose %2916, dims = [0, 1, 3, 2] : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %2918 = stablehlo.dot_general %2915, %460, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %2919 = stablehlo.broadcast_in_dim %481, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %2920 = stablehlo.multiply %2918, %2919 : tensor<2x4x16x16xf32>
    %2921 = stablehlo.multiply %2920, %474 : tensor<2x4x16x16xf32>
    %cst_673 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2922 = stablehlo.reduce(%2921 init: %cst_673) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %2923 = stablehlo.reshape %2922 : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %2924 = stablehlo.negate %2923 : tensor<2x4x16x1xf32>
    %2925 = stablehlo.broadcast_in_dim %476, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %2926 = stablehlo.divide %2918, %2925 : tensor<2x4x16x16xf32>
    %cst_674 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2927 = stablehlo.reduce(%2924 init: %cst_674) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x1xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %2928 = stablehlo.broadcast_in_dim %2927, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x16xf32>
    %2929 = stablehlo.add %2926, %2928 : tensor<2x4x16x16xf32>
    %2930 = stablehlo.multiply %2929, %474 : tensor<2x4x16x16xf32>
    %2931 = call @_where_2(%467#1, %2930) : (tensor<2x4x16x16xi1>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %cst_675 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %2932 = stablehlo.broadcast_in_dim %cst_675, dims = [] : (tensor<f32>) -> tensor<2x4x16x16xf32>
    %2933 = stablehlo.multiply %2931, %2932 : tensor<2x4x16x16xf32>
    %2934 = stablehlo.dot_general %2933, %456, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %2935 = stablehlo.transpose %2934, dims = [0, 1, 3, 2] : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %2936 = stablehlo.dot_general %2933, %461, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %2937 = stablehlo.transpose %2935, dims = [0, 1, 3, 2] : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %2938 = stablehlo.transpose %2917, dims = [0, 2, 1, 3] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %2939 = stablehlo.reshape %2938 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %2940 = stablehlo.transpose %2937, dims = [0, 2, 1, 3] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %2941 = stablehlo.reshape %2940 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %2942 = stablehlo.transpose %2936, dims = [0, 2, 1, 3] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %2943 = stablehlo.reshape %2942 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %2944 = stablehlo.concatenate %2943, %2941, %2939, dim = 2 : (tensor<2x16x64xf32>, tensor<2x16x64xf32>, tensor<2x16x64xf32>) -> tensor<2x16x192xf32>
    %cst_676 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2945 = stablehlo.reduce(%2944 init: %cst_676) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x192xf32>, tensor<f32>) -> tensor<192xf32>
    %2946 = stablehlo.reshape %2945 : (tensor<192xf32>) -> tensor<1x1x192xf32>
    %cst_677 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2947 = stablehlo.reduce(%2946 init: %cst_677) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x192xf32>, tensor<f32>) -> tensor<192xf32>
    %2948 = stablehlo.dot_general %2944, %447, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x192xf32>, tensor<2x16x64xf32>) -> tensor<192x64xf32>
    %2949 = stablehlo.transpose %2948, dims = [1, 0] : (tensor<192x64xf32>) -> tensor<64x192xf32>
    %2950 = stablehlo.dot_general %2944, %arg37, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x192xf32>, tensor<64x192xf32>) -> tensor<2x16x64xf32>
    %cst_678 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2951 = stablehlo.reduce(%2950 init: %cst_678) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2952 = stablehlo.reshape %2951 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_679 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2953 = stablehlo.reduce(%2952 init: %cst_679) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2954 = stablehlo.multiply %438, %2950 : tensor<2x16x64xf32>
    %cst_680 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2955 = stablehlo.reduce(%2954 init: %cst_680) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2956 = stablehlo.reshape %2955 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %2957 = stablehlo.broadcast_in_dim %442, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %2958 = stablehlo.multiply %2950, %2957 : tensor<2x16x64xf32>
    %cst_681 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2959 = stablehlo.reduce(%2956 init: %cst_681) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2960 = stablehlo.broadcast_in_dim %441, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %2961 = stablehlo.multiply %2958, %2960 : tensor<2x16x64xf32>
    %2962 = stablehlo.multiply %2961, %431 : tensor<2x16x64xf32>
    %cst_682 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2963 = stablehlo.reduce(%2962 init: %cst_682) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %2964 = stablehlo.reshape %2963 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %2965 = stablehlo.negate %2964 : tensor<2x16x1xf32>
    %2966 = stablehlo.broadcast_in_dim %434, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %2967 = stablehlo.divide %2958, %2966 : tensor<2x16x64xf32>
    %2968 = stablehlo.multiply %2965, %436 : tensor<2x16x1xf32>
    %2969 = stablehlo.negate %2967 : tensor<2x16x64xf32>
    %cst_683 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2970 = stablehlo.reduce(%2969 init: %cst_683) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %2971 = stablehlo.reshape %2970 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %2972 = stablehlo.add %2907, %2967 : tensor<2x16x64xf32>
    %cst_684 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %2973 = stablehlo.broadcast_in_dim %cst_684, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %2974 = stablehlo.divide %2968, %2973 : tensor<2x16x1xf32>
    %cst_685 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2975 = stablehlo.reduce(%2974 init: %cst_685) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %2976 = stablehlo.broadcast_in_dim %2975, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %2977 = stablehlo.multiply %2976, %425 : tensor<2x16x64xf32>
    %2978 = stablehlo.negate %2977 : tensor<2x16x64xf32>
    %cst_686 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2979 = stablehlo.reduce(%2978 init: %cst_686) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %2980 = stablehlo.reshape %2979 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %2981 = stablehlo.add %2972, %2977 : tensor<2x16x64xf32>
    %2982 = stablehlo.add %2971, %2980 : tensor<2x16x1xf32>
    %cst_687 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %2983 = stablehlo.broadcast_in_dim %cst_687, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %2984 = stablehlo.divide %2982, %2983 : tensor<2x16x1xf32>
    %cst_688 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2985 = stablehlo.reduce(%2984 init: %cst_688) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %2986 = stablehlo.broadcast_in_dim %2985, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %2987 = stablehlo.add %2981, %2986 : tensor<2x16x64xf32>
    %cst_689 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2988 = stablehlo.reduce(%2987 init: %cst_689) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2989 = stablehlo.reshape %2988 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_690 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2990 = stablehlo.reduce(%2989 init: %cst_690) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %2991 = stablehlo.dot_general %2987, %411, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<2x16x256xf32>) -> tensor<64x256xf32>
    %2992 = stablehlo.transpose %2991, dims = [1, 0] : (tensor<64x256xf32>) -> tensor<256x64xf32>
    %2993 = stablehlo.dot_general %2987, %arg33, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<256x64xf32>) -> tensor<2x16x256xf32>
    %2994 = stablehlo.multiply %393, %2993 : tensor<2x16x256xf32>
    %2995 = stablehlo.multiply %2993, %410 : tensor<2x16x256xf32>
    %2996 = stablehlo.multiply %2994, %408 : tensor<2x16x256xf32>
    %2997 = stablehlo.multiply %2996, %406 : tensor<2x16x256xf32>
    %2998 = stablehlo.add %2996, %2997 : tensor<2x16x256xf32>
    %2999 = stablehlo.broadcast_in_dim %403, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %3000 = stablehlo.multiply %2999, %2998 : tensor<2x16x256xf32>
    %cst_691 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %3001 = stablehlo.broadcast_in_dim %cst_691, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %3002 = stablehlo.multiply %3001, %3000 : tensor<2x16x256xf32>
    %3003 = stablehlo.multiply %3002, %399 : tensor<2x16x256xf32>
    %3004 = stablehlo.add %3000, %3003 : tensor<2x16x256xf32>
    %cst_692 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %3005 = stablehlo.broadcast_in_dim %cst_692, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %3006 = stablehlo.multiply %3005, %2995 : tensor<2x16x256xf32>
    %3007 = stablehlo.add %3004, %3006 : tensor<2x16x256xf32>
    %cst_693 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3008 = stablehlo.reduce(%3007 init: %cst_693) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x256xf32>, tensor<f32>) -> tensor<256xf32>
    %3009 = stablehlo.reshape %3008 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %cst_694 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3010 = stablehlo.reduce(%3009 init: %cst_694) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %3011 = stablehlo.dot_general %3007, %387, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x256xf32>, tensor<2x16x64xf32>) -> tensor<256x64xf32>
    %3012 = stablehlo.transpose %3011, dims = [1, 0] : (tensor<256x64xf32>) -> tensor<64x256xf32>
    %3013 = stablehlo.dot_general %3007, %arg27, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x256xf32>, tensor<64x256xf32>) -> tensor<2x16x64xf32>
    %cst_695 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3014 = stablehlo.reduce(%3013 init: %cst_695) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %3015 = stablehlo.reshape %3014 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_696 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3016 = stablehlo.reduce(%3015 init: %cst_696) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %3017 = stablehlo.multiply %378, %3013 : tensor<2x16x64xf32>
    %cst_697 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3018 = stablehlo.reduce(%3017 init: %cst_697) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %3019 = stablehlo.reshape %3018 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %3020 = stablehlo.broadcast_in_dim %382, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %3021 = stablehlo.multiply %3013, %3020 : tensor<2x16x64xf32>
    %cst_698 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3022 = stablehlo.reduce(%3019 init: %cst_698) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %3023 = stablehlo.broadcast_in_dim %381, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %3024 = stablehlo.multiply %3021, %3023 : tensor<2x16x64xf32>
    %3025 = stablehlo.multiply %3024, %371 : tensor<2x16x64xf32>
    %cst_699 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3026 = stablehlo.reduce(%3025 init: %cst_699) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %3027 = stablehlo.reshape %3026 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %3028 = stablehlo.negate %3027 : tensor<2x16x1xf32>
    %3029 = stablehlo.broadcast_in_dim %374, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %3030 = stablehlo.divide %3021, %3029 : tensor<2x16x64xf32>
    %3031 = stablehlo.multiply %3028, %376 : tensor<2x16x1xf32>
    %3032 = stablehlo.negate %3030 : tensor<2x16x64xf32>
    %cst_700 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3033 = stablehlo.reduce(%3032 init: %cst_700) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %3034 = stablehlo.reshape %3033 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %3035 = stablehlo.add %2987, %3030 : tensor<2x16x64xf32>
    %cst_701 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %3036 = stablehlo.broadcast_in_dim %cst_701, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %3037 = stablehlo.divide %3031, %3036 : tensor<2x16x1xf32>
    %cst_702 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3038 = stablehlo.reduce(%3037 init: %cst_702) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %3039 = stablehlo.broadcast_in_dim %3038, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %3040 = stablehlo.multiply %3039, %365 : tensor<2x16x64xf32>
    %3041 = stablehlo.negate %3040 : tensor<2x16x64xf32>
    %cst_703 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3042 = stablehlo.reduce(%3041 init: %cst_703) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %3043 = stablehlo.reshape %3042 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %3044 = stablehlo.add %3035, %3040 : tensor<2x16x64xf32>
    %3045 = stablehlo.add %3034, %3043 : tensor<2x16x1xf32>
    %cst_704 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %3046 = stablehlo.broadcast_in_dim %cst_704, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %3047 = stablehlo.divide %3045, %3046 : tensor<2x16x1xf32>
    %cst_705 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3048 = stablehlo.reduce(%3047 init: %cst_705) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %3049 = stablehlo.broadcast_in_dim %3048, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %3050 = stablehlo.add %3044, %3049 : tensor<2x16x64xf32>
    %cst_706 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3051 = stablehlo.reduce(%3050 init: %cst_706) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %3052 = stablehlo.reshape %3051 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_707 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3053 = stablehlo.reduce(%3052 init: %cst_707) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %3054 = stablehlo.dot_general %3050, %351, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<2x16x64xf32>) -> tensor<64x64xf32>
    %3055 = stablehlo.transpose %3054, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %3056 = stablehlo.dot_general %3050, %arg35, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %3057 = stablehlo.reshape %3056 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %3058 = stablehlo.transpose %3057, dims = [0, 2, 1, 3] : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %3059 = stablehlo.dot_general %3058, %345, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %3060 = stablehlo.transpose %3059, dims = [0, 1, 3, 2] : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %3061 = stablehlo.dot_general %3058, %327, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %3062 = stablehlo.broadcast_in_dim %348, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %3063 = stablehlo.multiply %3061, %3062 : tensor<2x4x16x16xf32>
    %3064 = stablehlo.multiply %3063, %341 : tensor<2x4x16x16xf32>
    %cst_708 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3065 = stablehlo.reduce(%3064 init: %cst_708) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %3066 = stablehlo.reshape %3065 : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %3067 = stablehlo.negate %3066 : tensor<2x4x16x1xf32>
    %3068 = stablehlo.broadcast_in_dim %343, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %3069 = stablehlo.divide %3061, %3068 : tensor<2x4x16x16xf32>
    %cst_709 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3070 = stablehlo.reduce(%3067 init: %cst_709) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x1xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %3071 = stablehlo.broadcast_in_dim %3070, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x16xf32>
    %3072 = stablehlo.add %3069, %3071 : tensor<2x4x16x16xf32>
    %3073 = stablehlo.multiply %3072, %341 : tensor<2x4x16x16xf32>
    %3074 = call @_where_2(%334#1, %3073) : (tensor<2x4x16x16xi1>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %cst_710 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %3075 = stablehlo.broadcast_in_dim %cst_710, dims = [] : (tensor<f32>) -> tensor<2x4x16x16xf32>
    %3076 = stablehlo.multiply %3074, %3075 : tensor<2x4x16x16xf32>
    %3077 = stablehlo.dot_general %3076, %323, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %3078 = stablehlo.transpose %3077, dims = [0, 1, 3, 2] : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %3079 = stablehlo.dot_general %3076, %328, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %3080 = stablehlo.transpose %3078, dims = [0, 1, 3, 2] : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %3081 = stablehlo.transpose %3060, dims = [0, 2, 1, 3] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %3082 = stablehlo.reshape %3081 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %3083 = stablehlo.transpose %3080, dims = [0, 2, 1, 3] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %3084 = stablehlo.reshape %3083 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %3085 = stablehlo.transpose %3079, dims = [0, 2, 1, 3] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %3086 = stablehlo.reshape %3085 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %3087 = stablehlo.concatenate %3086, %3084, %3082, dim = 2 : (tensor<2x16x64xf32>, tensor<2x16x64xf32>, tensor<2x16x64xf32>) -> tensor<2x16x192xf32>
    %cst_711 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3088 = stablehlo.reduce(%3087 init: %cst_711) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x192xf32>, tensor<f32>) -> tensor<192xf32>
    %3089 = stablehlo.reshape %3088 : (tensor<192xf32>) -> tensor<1x1x192xf32>
    %cst_712 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3090 = stablehlo.reduce(%3089 init: %cst_712) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x192xf32>, tensor<f32>) -> tensor<192xf32>
    %3091 = stablehlo.dot_general %3087, %314, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x192xf32>, tensor<2x16x64xf32>) -> tensor<192x64xf32>
    %3092 = stablehlo.transpose %3091, dims = [1, 0] : (tensor<192x64xf32>) -> tensor<64x192xf32>
    %3093 = stablehlo.dot_general %3087, %arg25, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x192xf32>, tensor<64x192xf32>) -> tensor<2x16x64xf32>
    %cst_713 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3094 = stablehlo.reduce(%3093 init: %cst_713) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %3095 = stablehlo.reshape %3094 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_714 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3096 = stablehlo.reduce(%3095 init: %cst_714) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %3097 = stablehlo.multiply %305, %3093 : tensor<2x16x64xf32>
    %cst_715 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3098 = stablehlo.reduce(%3097 init: %cst_715) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %3099 = stablehlo.reshape %3098 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %3100 = stablehlo.broadcast_in_dim %309, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %3101 = stablehlo.multiply %3093, %3100 : tensor<2x16x64xf32>
    %cst_716 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3102 = stablehlo.reduce(%3099 init: %cst_716) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %3103 = stablehlo.broadcast_in_dim %308, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %3104 = stablehlo.multiply %3101, %3103 : tensor<2x16x64xf32>
    %3105 = stablehlo.multiply %3104, %298 : tensor<2x16x64xf32>
    %cst_717 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3106 = stablehlo.reduce(%3105 init: %cst_717) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %3107 = stablehlo.reshape %3106 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %3108 = stablehlo.negate %3107 : tensor<2x16x1xf32>
    %3109 = stablehlo.broadcast_in_dim %301, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %3110 = stablehlo.divide %3101, %3109 : tensor<2x16x64xf32>
    %3111 = stablehlo.multiply %3108, %303 : tensor<2x16x1xf32>
    %3112 = stablehlo.negate %3110 : tensor<2x16x64xf32>
    %cst_718 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3113 = stablehlo.reduce(%3112 init: %cst_718) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %3114 = stablehlo.reshape %3113 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %3115 = stablehlo.add %3050, %3110 : tensor<2x16x64xf32>
    %cst_719 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %3116 = stablehlo.broadcast_in_dim %cst_719, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %3117 = stablehlo.divide %3111, %3116 : tensor<2x16x1xf32>
    %cst_720 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3118 = stablehlo.reduce(%3117 init: %cst_720) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %3119 = stablehlo.broadcast_in_dim %3118, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %3120 = stablehlo.multiply %3119, %292 : tensor<2x16x64xf32>
    %3121 = stablehlo.negate %3120 : tensor<2x16x64xf32>
    %cst_721 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3122 = stablehlo.reduce(%3121 init: %cst_721) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %3123 = stablehlo.reshape %3122 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %3124 = stablehlo.add %3115, %3120 : tensor<2x16x64xf32>
    %3125 = stablehlo.add %3114, %3123 : tensor<2x16x1xf32>
    %cst_722 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %3126 = stablehlo.broadcast_in_dim %cst_722, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %3127 = stablehlo.divide %3125, %3126 : tensor<2x16x1xf32>
    %cst_723 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3128 = stablehlo.reduce(%3127 init: %cst_723) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %3129 = stablehlo.broadcast_in_dim %3128, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %3130 = stablehlo.add %3124, %3129 : tensor<2x16x64xf32>
    %cst_724 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3131 = stablehlo.reduce(%3130 init: %cst_724) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %3132 = stablehlo.reshape %3131 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_725 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3133 = stablehlo.reduce(%3132 init: %cst_725) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %3134 = stablehlo.dot_general %3130, %278, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<2x16x256xf32>) -> tensor<64x256xf32>
    %3135 = stablehlo.transpose %3134, dims = [1, 0] : (tensor<64x256xf32>) -> tensor<256x64xf32>
    %3136 = stablehlo.dot_general %3130, %arg21, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<256x64xf32>) -> tensor<2x16x256xf32>
    %3137 = stablehlo.multiply %260, %3136 : tensor<2x16x256xf32>
    %3138 = stablehlo.multiply %3136, %277 : tensor<2x16x256xf32>
    %3139 = stablehlo.multiply %3137, %275 : tensor<2x16x256xf32>
    %3140 = stablehlo.multiply %3139, %273 : tensor<2x16x256xf32>
    %3141 = stablehlo.add %3139, %3140 : tensor<2x16x256xf32>
    %3142 = stablehlo.broadcast_in_dim %270, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %3143 = stablehlo.multiply %3142, %3141 : tensor<2x16x256xf32>
    %cst_726 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %3144 = stablehlo.broadcast_in_dim %cst_726, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %3145 = stablehlo.multiply %3144, %3143 : tensor<2x16x256xf32>
    %3146 = stablehlo.multiply %3145, %266 : tensor<2x16x256xf32>
    %3147 = stablehlo.add %3143, %3146 : tensor<2x16x256xf32>
    %cst_727 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %3148 = stablehlo.broadcast_in_dim %cst_727, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %3149 = stablehlo.multiply %3148, %3138 : tensor<2x16x256xf32>
    %3150 = stablehlo.add %3147, %3149 : tensor<2x16x256xf32>
    %cst_728 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3151 = stablehlo.reduce(%3150 init: %cst_728) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x256xf32>, tensor<f32>) -> tensor<256xf32>
    %3152 = stablehlo.reshape %3151 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %cst_729 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3153 = stablehlo.reduce(%3152 init: %cst_729) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %3154 = stablehlo.dot_general %3150, %254, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x256xf32>, tensor<2x16x64xf32>) -> tensor<256x64xf32>
    %3155 = stablehlo.transpose %3154, dims = [1, 0] : (tensor<256x64xf32>) -> tensor<64x256xf32>
    %3156 = stablehlo.dot_general %3150, %arg15, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x256xf32>, tensor<64x256xf32>) -> tensor<2x16x64xf32>
    %cst_730 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3157 = stablehlo.reduce(%3156 init: %cst_730) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %3158 = stablehlo.reshape %3157 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_731 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3159 = stablehlo.reduce(%3158 init: %cst_731) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %3160 = stablehlo.multiply %245, %3156 : tensor<2x16x64xf32>
    %cst_732 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3161 = stablehlo.reduce(%3160 init: %cst_732) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %3162 = stablehlo.reshape %3161 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %3163 = stablehlo.broadcast_in_dim %249, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %3164 = stablehlo.multiply %3156, %3163 : tensor<2x16x64xf32>
    %cst_733 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3165 = stablehlo.reduce(%3162 init: %cst_733) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %3166 = stablehlo.broadcast_in_dim %248, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %3167 = stablehlo.multiply %3164, %3166 : tensor<2x16x64xf32>
    %3168 = stablehlo.multiply %3167, %238 : tensor<2x16x64xf32>
    %cst_734 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3169 = stablehlo.reduce(%3168 init: %cst_734) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %3170 = stablehlo.reshape %3169 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %3171 = stablehlo.negate %3170 : tensor<2x16x1xf32>
    %3172 = stablehlo.broadcast_in_dim %241, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %3173 = stablehlo.divide %3164, %3172 : tensor<2x16x64xf32>
    %3174 = stablehlo.multiply %3171, %243 : tensor<2x16x1xf32>
    %3175 = stablehlo.negate %3173 : tensor<2x16x64xf32>
    %cst_735 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3176 = stablehlo.reduce(%3175 init: %cst_735) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %3177 = stablehlo.reshape %3176 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %3178 = stablehlo.add %3130, %3173 : tensor<2x16x64xf32>
    %cst_736 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %3179 = stablehlo.broadcast_in_dim %cst_736, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %3180 = stablehlo.divide %3174, %3179 : tensor<2x16x1xf32>
    %cst_737 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3181 = stablehlo.reduce(%3180 init: %cst_737) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %3182 = stablehlo.broadcast_in_dim %3181, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %3183 = stablehlo.multiply %3182, %232 : tensor<2x16x64xf32>
    %3184 = stablehlo.negate %3183 : tensor<2x16x64xf32>
    %cst_738 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3185 = stablehlo.reduce(%3184 init: %cst_738) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %3186 = stablehlo.reshape %3185 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %3187 = stablehlo.add %3178, %3183 : tensor<2x16x64xf32>
    %3188 = stablehlo.add %3177, %3186 : tensor<2x16x1xf32>
    %cst_739 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %3189 = stablehlo.broadcast_in_dim %cst_739, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %3190 = stablehlo.divide %3188, %3189 : tensor<2x16x1xf32>
    %cst_740 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3191 = stablehlo.reduce(%3190 init: %cst_740) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %3192 = stablehlo.broadcast_in_dim %3191, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %3193 = stablehlo.add %3187, %3192 : tensor<2x16x64xf32>
    %cst_741 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3194 = stablehlo.reduce(%3193 init: %cst_741) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %3195 = stablehlo.reshape %3194 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_742 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3196 = stablehlo.reduce(%3195 init: %cst_742) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %3197 = stablehlo.dot_general %3193, %218, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<2x16x64xf32>) -> tensor<64x64xf32>
    %3198 = stablehlo.transpose %3197, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %3199 = stablehlo.dot_general %3193, %arg23, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %3200 = stablehlo.reshape %3199 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %3201 = stablehlo.transpose %3200, dims = [0, 2, 1, 3] : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %3202 = stablehlo.dot_general %3201, %212, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %3203 = stablehlo.transpose %3202, dims = [0, 1, 3, 2] : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %3204 = stablehlo.dot_general %3201, %194, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %3205 = stablehlo.broadcast_in_dim %215, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %3206 = stablehlo.multiply %3204, %3205 : tensor<2x4x16x16xf32>
    %3207 = stablehlo.multiply %3206, %208 : tensor<2x4x16x16xf32>
    %cst_743 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3208 = stablehlo.reduce(%3207 init: %cst_743) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %3209 = stablehlo.reshape %3208 : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %3210 = stablehlo.negate %3209 : tensor<2x4x16x1xf32>
    %3211 = stablehlo.broadcast_in_dim %210, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %3212 = stablehlo.divide %3204, %3211 : tensor<2x4x16x16xf32>
    %cst_744 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3213 = stablehlo.reduce(%3210 init: %cst_744) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x1xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %3214 = stablehlo.broadcast_in_dim %3213, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x16xf32>
    %3215 = stablehlo.add %3212, %3214 : tensor<2x4x16x16xf32>
    %3216 = stablehlo.multiply %3215, %208 : tensor<2x4x16x16xf32>
    %3217 = call @_where_2(%201#1, %3216) : (tensor<2x4x16x16xi1>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %cst_745 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %3218 = stablehlo.broadcast_in_dim %cst_745, dims = [] : (tensor<f32>) -> tensor<2x4x16x16xf32>
    %3219 = stablehlo.multiply %3217, %3218 : tensor<2x4x16x16xf32>
    %3220 = stablehlo.dot_general %3219, %190, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %3221 = stablehlo.transpose %3220, dims = [0, 1, 3, 2] : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %3222 = stablehlo.dot_general %3219, %195, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %3223 = stablehlo.transpose %3221, dims = [0, 1, 3, 2] : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %3224 = stablehlo.transpose %3203, dims = [0, 2, 1, 3] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %3225 = stablehlo.reshape %3224 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %3226 = stablehlo.transpose %3223, dims = [0, 2, 1, 3] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %3227 = stablehlo.reshape %3226 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %3228 = stablehlo.transpose %3222, dims = [0, 2, 1, 3] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %3229 = stablehlo.reshape %3228 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %3230 = stablehlo.concatenate %3229, %3227, %3225, dim = 2 : (tensor<2x16x64xf32>, tensor<2x16x64xf32>, tensor<2x16x64xf32>) -> tensor<2x16x192xf32>
    %cst_746 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3231 = stablehlo.reduce(%3230 init: %cst_746) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x192xf32>, tensor<f32>) -> tensor<192xf32>
    %3232 = stablehlo.reshape %3231 : (tensor<192xf32>) -> tensor<1x1x192xf32>
    %cst_747 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3233 = stablehlo.reduce(%3232 init: %cst_747) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x192xf32>, tensor<f32>) -> tensor<192xf32>
    %3234 = stablehlo.dot_general %3230, %181, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x192xf32>, tensor<2x16x64xf32>) -> tensor<192x64xf32>
    %3235 = stablehlo.transpose %3234, dims = [1, 0] : (tensor<192x64xf32>) -> tensor<64x192xf32>
    %3236 = stablehlo.dot_general %3230, %arg13, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x192xf32>, tensor<64x192xf32>) -> tensor<2x16x64xf32>
    %cst_748 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3237 = stablehlo.reduce(%3236 init: %cst_748) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %3238 = stablehlo.reshape %3237 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_749 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3239 = stablehlo.reduce(%3238 init: %cst_749) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %3240 = stablehlo.multiply %172, %3236 : tensor<2x16x64xf32>
    %cst_750 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3241 = stablehlo.reduce(%3240 init: %cst_750) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %3242 = stablehlo.reshape %3241 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %3243 = stablehlo.broadcast_in_dim %176, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %3244 = stablehlo.multiply %3236, %3243 : tensor<2x16x64xf32>
    %cst_751 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3245 = stablehlo.reduce(%3242 init: %cst_751) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %3246 = stablehlo.broadcast_in_dim %175, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %3247 = stablehlo.multiply %3244, %3246 : tensor<2x16x64xf32>
    %3248 = stablehlo.multiply %3247, %165 : tensor<2x16x64xf32>
    %cst_752 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3249 = stablehlo.reduce(%3248 init: %cst_752) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %3250 = stablehlo.reshape %3249 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %3251 = stablehlo.negate %3250 : tensor<2x16x1xf32>
    %3252 = stablehlo.broadcast_in_dim %168, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %3253 = stablehlo.divide %3244, %3252 : tensor<2x16x64xf32>
    %3254 = stablehlo.multiply %3251, %170 : tensor<2x16x1xf32>
    %3255 = stablehlo.negate %3253 : tensor<2x16x64xf32>
    %cst_753 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3256 = stablehlo.reduce(%3255 init: %cst_753) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %3257 = stablehlo.reshape %3256 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %3258 = stablehlo.add %3193, %3253 : tensor<2x16x64xf32>
    %cst_754 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %3259 = stablehlo.broadcast_in_dim %cst_754, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %3260 = stablehlo.divide %3254, %3259 : tensor<2x16x1xf32>
    %cst_755 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3261 = stablehlo.reduce(%3260 init: %cst_755) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %3262 = stablehlo.broadcast_in_dim %3261, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %3263 = stablehlo.multiply %3262, %159 : tensor<2x16x64xf32>
    %3264 = stablehlo.negate %3263 : tensor<2x16x64xf32>
    %cst_756 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3265 = stablehlo.reduce(%3264 init: %cst_756) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %3266 = stablehlo.reshape %3265 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %3267 = stablehlo.add %3258, %3263 : tensor<2x16x64xf32>
    %3268 = stablehlo.add %3257, %3266 : tensor<2x16x1xf32>
    %cst_757 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %3269 = stablehlo.broadcast_in_dim %cst_757, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %3270 = stablehlo.divide %3268, %3269 : tensor<2x16x1xf32>
    %cst_758 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3271 = stablehlo.reduce(%3270 init: %cst_758) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %3272 = stablehlo.broadcast_in_dim %3271, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %3273 = stablehlo.add %3267, %3272 : tensor<2x16x64xf32>
    %cst_759 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3274 = stablehlo.reduce(%3273 init: %cst_759) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %3275 = stablehlo.reshape %3274 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_760 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3276 = stablehlo.reduce(%3275 init: %cst_760) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %3277 = stablehlo.dot_general %3273, %145, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<2x16x256xf32>) -> tensor<64x256xf32>
    %3278 = stablehlo.transpose %3277, dims = [1, 0] : (tensor<64x256xf32>) -> tensor<256x64xf32>
    %3279 = stablehlo.dot_general %3273, %arg9, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<256x64xf32>) -> tensor<2x16x256xf32>
    %3280 = stablehlo.multiply %127, %3279 : tensor<2x16x256xf32>
    %3281 = stablehlo.multiply %3279, %144 : tensor<2x16x256xf32>
    %3282 = stablehlo.multiply %3280, %142 : tensor<2x16x256xf32>
    %3283 = stablehlo.multiply %3282, %140 : tensor<2x16x256xf32>
    %3284 = stablehlo.add %3282, %3283 : tensor<2x16x256xf32>
    %3285 = stablehlo.broadcast_in_dim %137, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %3286 = stablehlo.multiply %3285, %3284 : tensor<2x16x256xf32>
    %cst_761 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %3287 = stablehlo.broadcast_in_dim %cst_761, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %3288 = stablehlo.multiply %3287, %3286 : tensor<2x16x256xf32>
    %3289 = stablehlo.multiply %3288, %133 : tensor<2x16x256xf32>
    %3290 = stablehlo.add %3286, %3289 : tensor<2x16x256xf32>
    %cst_762 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %3291 = stablehlo.broadcast_in_dim %cst_762, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %3292 = stablehlo.multiply %3291, %3281 : tensor<2x16x256xf32>
    %3293 = stablehlo.add %3290, %3292 : tensor<2x16x256xf32>
    %cst_763 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3294 = stablehlo.reduce(%3293 init: %cst_763) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x256xf32>, tensor<f32>) -> tensor<256xf32>
    %3295 = stablehlo.reshape %3294 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %cst_764 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3296 = stablehlo.reduce(%3295 init: %cst_764) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %3297 = stablehlo.dot_general %3293, %121, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x256xf32>, tensor<2x16x64xf32>) -> tensor<256x64xf32>
    %3298 = stablehlo.transpose %3297, dims = [1, 0] : (tensor<256x64xf32>) -> tensor<64x256xf32>
    %3299 = stablehlo.dot_general %3293, %arg3, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x256xf32>, tensor<64x256xf32>) -> tensor<2x16x64xf32>
    %cst_765 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3300 = stablehlo.reduce(%3299 init: %cst_765) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %3301 = stablehlo.reshape %3300 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_766 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3302 = stablehlo.reduce(%3301 init: %cst_766) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %3303 = stablehlo.multiply %112, %3299 : tensor<2x16x64xf32>
    %cst_767 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3304 = stablehlo.reduce(%3303 init: %cst_767) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %3305 = stablehlo.reshape %3304 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %3306 = stablehlo.broadcast_in_dim %116, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %3307 = stablehlo.multiply %3299, %3306 : tensor<2x16x64xf32>
    %cst_768 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3308 = stablehlo.reduce(%3305 init: %cst_768) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %3309 = stablehlo.broadcast_in_dim %115, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %3310 = stablehlo.multiply %3307, %3309 : tensor<2x16x64xf32>
    %3311 = stablehlo.multiply %3310, %105 : tensor<2x16x64xf32>
    %cst_769 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3312 = stablehlo.reduce(%3311 init: %cst_769) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %3313 = stablehlo.reshape %3312 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %3314 = stablehlo.negate %3313 : tensor<2x16x1xf32>
    %3315 = stablehlo.broadcast_in_dim %108, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %3316 = stablehlo.divide %3307, %3315 : tensor<2x16x64xf32>
    %3317 = stablehlo.multiply %3314, %110 : tensor<2x16x1xf32>
    %3318 = stablehlo.negate %3316 : tensor<2x16x64xf32>
    %cst_770 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3319 = stablehlo.reduce(%3318 init: %cst_770) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %3320 = stablehlo.reshape %3319 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %3321 = stablehlo.add %3273, %3316 : tensor<2x16x64xf32>
    %cst_771 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %3322 = stablehlo.broadcast_in_dim %cst_771, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %3323 = stablehlo.divide %3317, %3322 : tensor<2x16x1xf32>
    %cst_772 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3324 = stablehlo.reduce(%3323 init: %cst_772) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %3325 = stablehlo.broadcast_in_dim %3324, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %3326 = stablehlo.multiply %3325, %99 : tensor<2x16x64xf32>
    %3327 = stablehlo.negate %3326 : tensor<2x16x64xf32>
    %cst_773 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3328 = stablehlo.reduce(%3327 init: %cst_773) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %3329 = stablehlo.reshape %3328 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %3330 = stablehlo.add %3321, %3326 : tensor<2x16x64xf32>
    %3331 = stablehlo.add %3320, %3329 : tensor<2x16x1xf32>
    %cst_774 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %3332 = stablehlo.broadcast_in_dim %cst_774, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %3333 = stablehlo.divide %3331, %3332 : tensor<2x16x1xf32>
    %cst_775 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3334 = stablehlo.reduce(%3333 init: %cst_775) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %3335 = stablehlo.broadcast_in_dim %3334, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %3336 = stablehlo.add %3330, %3335 : tensor<2x16x64xf32>
    %cst_776 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3337 = stablehlo.reduce(%3336 init: %cst_776) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %3338 = stablehlo.reshape %3337 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_777 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3339 = stablehlo.reduce(%3338 init: %cst_777) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %3340 = stablehlo.dot_general %3336, %85, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<2x16x64xf32>) -> tensor<64x64xf32>
    %3341 = stablehlo.transpose %3340, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %3342 = stablehlo.dot_general %3336, %arg11, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %3343 = stablehlo.reshape %3342 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %3344 = stablehlo.transpose %3343, dims = [0, 2, 1, 3] : (tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %3345 = stablehlo.dot_general %3344, %79, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %3346 = stablehlo.transpose %3345, dims = [0, 1, 3, 2] : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %3347 = stablehlo.dot_general %3344, %61, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %3348 = stablehlo.broadcast_in_dim %82, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %3349 = stablehlo.multiply %3347, %3348 : tensor<2x4x16x16xf32>
    %3350 = stablehlo.multiply %3349, %75 : tensor<2x4x16x16xf32>
    %cst_778 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3351 = stablehlo.reduce(%3350 init: %cst_778) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %3352 = stablehlo.reshape %3351 : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %3353 = stablehlo.negate %3352 : tensor<2x4x16x1xf32>
    %3354 = stablehlo.broadcast_in_dim %77, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %3355 = stablehlo.divide %3347, %3354 : tensor<2x4x16x16xf32>
    %cst_779 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3356 = stablehlo.reduce(%3353 init: %cst_779) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x1xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %3357 = stablehlo.broadcast_in_dim %3356, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x16xf32>
    %3358 = stablehlo.add %3355, %3357 : tensor<2x4x16x16xf32>
    %3359 = stablehlo.multiply %3358, %75 : tensor<2x4x16x16xf32>
    %3360 = call @_where_2(%68#1, %3359) : (tensor<2x4x16x16xi1>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %cst_780 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %3361 = stablehlo.broadcast_in_dim %cst_780, dims = [] : (tensor<f32>) -> tensor<2x4x16x16xf32>
    %3362 = stablehlo.multiply %3360, %3361 : tensor<2x4x16x16xf32>
    %3363 = stablehlo.dot_general %3362, %57, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %3364 = stablehlo.transpose %3363, dims = [0, 1, 3, 2] : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %3365 = stablehlo.dot_general %3362, %62, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %3366 = stablehlo.transpose %3364, dims = [0, 1, 3, 2] : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %3367 = stablehlo.transpose %3346, dims = [0, 2, 1, 3] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %3368 = stablehlo.reshape %3367 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %3369 = stablehlo.transpose %3366, dims = [0, 2, 1, 3] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %3370 = stablehlo.reshape %3369 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %3371 = stablehlo.transpose %3365, dims = [0, 2, 1, 3] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %3372 = stablehlo.reshape %3371 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %3373 = stablehlo.concatenate %3372, %3370, %3368, dim = 2 : (tensor<2x16x64xf32>, tensor<2x16x64xf32>, tensor<2x16x64xf32>) -> tensor<2x16x192xf32>
    %cst_781 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3374 = stablehlo.reduce(%3373 init: %cst_781) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x192xf32>, tensor<f32>) -> tensor<192xf32>
    %3375 = stablehlo.reshape %3374 : (tensor<192xf32>) -> tensor<1x1x192xf32>
    %cst_782 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3376 = stablehlo.reduce(%3375 init: %cst_782) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x192xf32>, tensor<f32>) -> tensor<192xf32>
    %3377 = stablehlo.dot_general %3373, %48, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x192xf32>, tensor<2x16x64xf32>) -> tensor<192x64xf32>
    %3378 = stablehlo.transpose %3377, dims = [1, 0] : (tensor<192x64xf32>) -> tensor<64x192xf32>
    %3379 = stablehlo.dot_general %3373, %arg1, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x192xf32>, tensor<64x192xf32>) -> tensor<2x16x64xf32>
    %cst_783 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3380 = stablehlo.reduce(%3379 init: %cst_783) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %3381 = stablehlo.reshape %3380 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_784 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3382 = stablehlo.reduce(%3381 init: %cst_784) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %3383 = stablehlo.multiply %39, %3379 : tensor<2x16x64xf32>
    %cst_785 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3384 = stablehlo.reduce(%3383 init: %cst_785) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %3385 = stablehlo.reshape %3384 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %3386 = stablehlo.broadcast_in_dim %43, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %3387 = stablehlo.multiply %3379, %3386 : tensor<2x16x64xf32>
    %cst_786 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3388 = stablehlo.reduce(%3385 init: %cst_786) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %3389 = stablehlo.broadcast_in_dim %42, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %3390 = stablehlo.multiply %3387, %3389 : tensor<2x16x64xf32>
    %3391 = stablehlo.multiply %3390, %32 : tensor<2x16x64xf32>
    %cst_787 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3392 = stablehlo.reduce(%3391 init: %cst_787) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %3393 = stablehlo.reshape %3392 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %3394 = stablehlo.negate %3393 : tensor<2x16x1xf32>
    %3395 = stablehlo.broadcast_in_dim %35, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %3396 = stablehlo.divide %3387, %3395 : tensor<2x16x64xf32>
    %3397 = stablehlo.multiply %3394, %37 : tensor<2x16x1xf32>
    %3398 = stablehlo.negate %3396 : tensor<2x16x64xf32>
    %cst_788 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3399 = stablehlo.reduce(%3398 init: %cst_788) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %3400 = stablehlo.reshape %3399 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %3401 = stablehlo.add %3336, %3396 : tensor<2x16x64xf32>
    %cst_789 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %3402 = stablehlo.broadcast_in_dim %cst_789, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %3403 = stablehlo.divide %3397, %3402 : tensor<2x16x1xf32>
    %cst_790 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3404 = stablehlo.reduce(%3403 init: %cst_790) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %3405 = stablehlo.broadcast_in_dim %3404, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %3406 = stablehlo.multiply %3405, %26 : tensor<2x16x64xf32>
    %3407 = stablehlo.negate %3406 : tensor<2x16x64xf32>
    %cst_791 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3408 = stablehlo.reduce(%3407 init: %cst_791) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %3409 = stablehlo.reshape %3408 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %3410 = stablehlo.add %3401, %3406 : tensor<2x16x64xf32>
    %3411 = stablehlo.add %3400, %3409 : tensor<2x16x1xf32>
    %cst_792 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %3412 = stablehlo.broadcast_in_dim %cst_792, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %3413 = stablehlo.divide %3411, %3412 : tensor<2x16x1xf32>
    %cst_793 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3414 = stablehlo.reduce(%3413 init: %cst_793) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %3415 = stablehlo.broadcast_in_dim %3414, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %3416 = stablehlo.add %3410, %3415 : tensor<2x16x64xf32>
    %cst_794 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3417 = stablehlo.reduce(%3416 init: %cst_794) applies stablehlo.add across dimensions = [0] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<16x64xf32>
    %3418 = stablehlo.reshape %3417 : (tensor<16x64xf32>) -> tensor<1x16x64xf32>
    %cst_795 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3419 = stablehlo.reduce(%3418 init: %cst_795) applies stablehlo.add across dimensions = [0] : (tensor<1x16x64xf32>, tensor<f32>) -> tensor<16x64xf32>
    %cst_796 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3420 = stablehlo.broadcast_in_dim %cst_796, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %3421 = "stablehlo.scatter"(%3420, %13, %3419) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg149: tensor<f32>, %arg150: tensor<f32>):
      %3869 = stablehlo.add %arg149, %arg150 : tensor<f32>
      stablehlo.return %3869 : tensor<f32>
    }) : (tensor<128x64xf32>, tensor<16x1xi32>, tensor<16x64xf32>) -> tensor<128x64xf32>
    %cst_797 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3422 = stablehlo.broadcast_in_dim %cst_797, dims = [] : (tensor<f32>) -> tensor<1024x64xf32>
    %3423 = "stablehlo.scatter"(%3422, %5, %3416) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg149: tensor<f32>, %arg150: tensor<f32>):
      %3869 = stablehlo.add %arg149, %arg150 : tensor<f32>
      stablehlo.return %3869 : tensor<f32>
    }) : (tensor<1024x64xf32>, tensor<2x16x1xi32>, tensor<2x16x64xf32>) -> tensor<1024x64xf32>
    %3424 = stablehlo.add %1664, %3423 : tensor<1024x64xf32>
    %cst_798 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3425 = stablehlo.broadcast_in_dim %cst_798, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %3426 = stablehlo.multiply %3425, %3376 : tensor<192xf32>
    %3427 = stablehlo.subtract %arg0, %3426 : tensor<192xf32>
    %cst_799 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3428 = stablehlo.broadcast_in_dim %cst_799, dims = [] : (tensor<f32>) -> tensor<64x192xf32>
    %3429 = stablehlo.multiply %3428, %3378 : tensor<64x192xf32>
    %3430 = stablehlo.subtract %arg1, %3429 : tensor<64x192xf32>
    %cst_800 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3431 = stablehlo.broadcast_in_dim %cst_800, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %3432 = stablehlo.multiply %3431, %3296 : tensor<256xf32>
    %3433 = stablehlo.subtract %arg2, %3432 : tensor<256xf32>
    %cst_801 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3434 = stablehlo.broadcast_in_dim %cst_801, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %3435 = stablehlo.multiply %3434, %3298 : tensor<64x256xf32>
    %3436 = stablehlo.subtract %arg3, %3435 : tensor<64x256xf32>
    %cst_802 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3437 = stablehlo.broadcast_in_dim %cst_802, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3438 = stablehlo.multiply %3437, %3382 : tensor<64xf32>
    %3439 = stablehlo.subtract %arg4, %3438 : tensor<64xf32>
    %cst_803 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3440 = stablehlo.broadcast_in_dim %cst_803, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3441 = stablehlo.multiply %3440, %3388 : tensor<64xf32>
    %3442 = stablehlo.subtract %arg5, %3441 : tensor<64xf32>
    %cst_804 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3443 = stablehlo.broadcast_in_dim %cst_804, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3444 = stablehlo.multiply %3443, %3302 : tensor<64xf32>
    %3445 = stablehlo.subtract %arg6, %3444 : tensor<64xf32>
    %cst_805 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3446 = stablehlo.broadcast_in_dim %cst_805, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3447 = stablehlo.multiply %3446, %3308 : tensor<64xf32>
    %3448 = stablehlo.subtract %arg7, %3447 : tensor<64xf32>
    %cst_806 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3449 = stablehlo.broadcast_in_dim %cst_806, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3450 = stablehlo.multiply %3449, %3276 : tensor<64xf32>
    %3451 = stablehlo.subtract %arg8, %3450 : tensor<64xf32>
    %cst_807 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3452 = stablehlo.broadcast_in_dim %cst_807, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %3453 = stablehlo.multiply %3452, %3278 : tensor<256x64xf32>
    %3454 = stablehlo.subtract %arg9, %3453 : tensor<256x64xf32>
    %cst_808 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3455 = stablehlo.broadcast_in_dim %cst_808, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3456 = stablehlo.multiply %3455, %3339 : tensor<64xf32>
    %3457 = stablehlo.subtract %arg10, %3456 : tensor<64xf32>
    %cst_809 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3458 = stablehlo.broadcast_in_dim %cst_809, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %3459 = stablehlo.multiply %3458, %3341 : tensor<64x64xf32>
    %3460 = stablehlo.subtract %arg11, %3459 : tensor<64x64xf32>
    %cst_810 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3461 = stablehlo.broadcast_in_dim %cst_810, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %3462 = stablehlo.multiply %3461, %3233 : tensor<192xf32>
    %3463 = stablehlo.subtract %arg12, %3462 : tensor<192xf32>
    %cst_811 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3464 = stablehlo.broadcast_in_dim %cst_811, dims = [] : (tensor<f32>) -> tensor<64x192xf32>
    %3465 = stablehlo.multiply %3464, %3235 : tensor<64x192xf32>
    %3466 = stablehlo.subtract %arg13, %3465 : tensor<64x192xf32>
    %cst_812 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3467 = stablehlo.broadcast_in_dim %cst_812, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %3468 = stablehlo.multiply %3467, %3153 : tensor<256xf32>
    %3469 = stablehlo.subtract %arg14, %3468 : tensor<256xf32>
    %cst_813 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3470 = stablehlo.broadcast_in_dim %cst_813, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %3471 = stablehlo.multiply %3470, %3155 : tensor<64x256xf32>
    %3472 = stablehlo.subtract %arg15, %3471 : tensor<64x256xf32>
    %cst_814 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3473 = stablehlo.broadcast_in_dim %cst_814, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3474 = stablehlo.multiply %3473, %3239 : tensor<64xf32>
    %3475 = stablehlo.subtract %arg16, %3474 : tensor<64xf32>
    %cst_815 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3476 = stablehlo.broadcast_in_dim %cst_815, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3477 = stablehlo.multiply %3476, %3245 : tensor<64xf32>
    %3478 = stablehlo.subtract %arg17, %3477 : tensor<64xf32>
    %cst_816 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3479 = stablehlo.broadcast_in_dim %cst_816, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3480 = stablehlo.multiply %3479, %3159 : tensor<64xf32>
    %3481 = stablehlo.subtract %arg18, %3480 : tensor<64xf32>
    %cst_817 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3482 = stablehlo.broadcast_in_dim %cst_817, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3483 = stablehlo.multiply %3482, %3165 : tensor<64xf32>
    %3484 = stablehlo.subtract %arg19, %3483 : tensor<64xf32>
    %cst_818 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3485 = stablehlo.broadcast_in_dim %cst_818, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3486 = stablehlo.multiply %3485, %3133 : tensor<64xf32>
    %3487 = stablehlo.subtract %arg20, %3486 : tensor<64xf32>
    %cst_819 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3488 = stablehlo.broadcast_in_dim %cst_819, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %3489 = stablehlo.multiply %3488, %3135 : tensor<256x64xf32>
    %3490 = stablehlo.subtract %arg21, %3489 : tensor<256x64xf32>
    %cst_820 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3491 = stablehlo.broadcast_in_dim %cst_820, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3492 = stablehlo.multiply %3491, %3196 : tensor<64xf32>
    %3493 = stablehlo.subtract %arg22, %3492 : tensor<64xf32>
    %cst_821 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3494 = stablehlo.broadcast_in_dim %cst_821, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %3495 = stablehlo.multiply %3494, %3198 : tensor<64x64xf32>
    %3496 = stablehlo.subtract %arg23, %3495 : tensor<64x64xf32>
    %cst_822 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3497 = stablehlo.broadcast_in_dim %cst_822, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %3498 = stablehlo.multiply %3497, %3090 : tensor<192xf32>
    %3499 = stablehlo.subtract %arg24, %3498 : tensor<192xf32>
    %cst_823 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3500 = stablehlo.broadcast_in_dim %cst_823, dims = [] : (tensor<f32>) -> tensor<64x192xf32>
    %3501 = stablehlo.multiply %3500, %3092 : tensor<64x192xf32>
    %3502 = stablehlo.subtract %arg25, %3501 : tensor<64x192xf32>
    %cst_824 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3503 = stablehlo.broadcast_in_dim %cst_824, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %3504 = stablehlo.multiply %3503, %3010 : tensor<256xf32>
    %3505 = stablehlo.subtract %arg26, %3504 : tensor<256xf32>
    %cst_825 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3506 = stablehlo.broadcast_in_dim %cst_825, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %3507 = stablehlo.multiply %3506, %3012 : tensor<64x256xf32>
    %3508 = stablehlo.subtract %arg27, %3507 : tensor<64x256xf32>
    %cst_826 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3509 = stablehlo.broadcast_in_dim %cst_826, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3510 = stablehlo.multiply %3509, %3096 : tensor<64xf32>
    %3511 = stablehlo.subtract %arg28, %3510 : tensor<64xf32>
    %cst_827 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3512 = stablehlo.broadcast_in_dim %cst_827, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3513 = stablehlo.multiply %3512, %3102 : tensor<64xf32>
    %3514 = stablehlo.subtract %arg29, %3513 : tensor<64xf32>
    %cst_828 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3515 = stablehlo.broadcast_in_dim %cst_828, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3516 = stablehlo.multiply %3515, %3016 : tensor<64xf32>
    %3517 = stablehlo.subtract %arg30, %3516 : tensor<64xf32>
    %cst_829 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3518 = stablehlo.broadcast_in_dim %cst_829, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3519 = stablehlo.multiply %3518, %3022 : tensor<64xf32>
    %3520 = stablehlo.subtract %arg31, %3519 : tensor<64xf32>
    %cst_830 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3521 = stablehlo.broadcast_in_dim %cst_830, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3522 = stablehlo.multiply %3521, %2990 : tensor<64xf32>
    %3523 = stablehlo.subtract %arg32, %3522 : tensor<64xf32>
    %cst_831 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3524 = stablehlo.broadcast_in_dim %cst_831, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %3525 = stablehlo.multiply %3524, %2992 : tensor<256x64xf32>
    %3526 = stablehlo.subtract %arg33, %3525 : tensor<256x64xf32>
    %cst_832 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3527 = stablehlo.broadcast_in_dim %cst_832, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3528 = stablehlo.multiply %3527, %3053 : tensor<64xf32>
    %3529 = stablehlo.subtract %arg34, %3528 : tensor<64xf32>
    %cst_833 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3530 = stablehlo.broadcast_in_dim %cst_833, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %3531 = stablehlo.multiply %3530, %3055 : tensor<64x64xf32>
    %3532 = stablehlo.subtract %arg35, %3531 : tensor<64x64xf32>
    %cst_834 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3533 = stablehlo.broadcast_in_dim %cst_834, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %3534 = stablehlo.multiply %3533, %2947 : tensor<192xf32>
    %3535 = stablehlo.subtract %arg36, %3534 : tensor<192xf32>
    %cst_835 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3536 = stablehlo.broadcast_in_dim %cst_835, dims = [] : (tensor<f32>) -> tensor<64x192xf32>
    %3537 = stablehlo.multiply %3536, %2949 : tensor<64x192xf32>
    %3538 = stablehlo.subtract %arg37, %3537 : tensor<64x192xf32>
    %cst_836 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3539 = stablehlo.broadcast_in_dim %cst_836, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %3540 = stablehlo.multiply %3539, %2867 : tensor<256xf32>
    %3541 = stablehlo.subtract %arg38, %3540 : tensor<256xf32>
    %cst_837 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3542 = stablehlo.broadcast_in_dim %cst_837, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %3543 = stablehlo.multiply %3542, %2869 : tensor<64x256xf32>
    %3544 = stablehlo.subtract %arg39, %3543 : tensor<64x256xf32>
    %cst_838 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3545 = stablehlo.broadcast_in_dim %cst_838, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3546 = stablehlo.multiply %3545, %2953 : tensor<64xf32>
    %3547 = stablehlo.subtract %arg40, %3546 : tensor<64xf32>
    %cst_839 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3548 = stablehlo.broadcast_in_dim %cst_839, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3549 = stablehlo.multiply %3548, %2959 : tensor<64xf32>
    %3550 = stablehlo.subtract %arg41, %3549 : tensor<64xf32>
    %cst_840 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3551 = stablehlo.broadcast_in_dim %cst_840, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3552 = stablehlo.multiply %3551, %2873 : tensor<64xf32>
    %3553 = stablehlo.subtract %arg42, %3552 : tensor<64xf32>
    %cst_841 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3554 = stablehlo.broadcast_in_dim %cst_841, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3555 = stablehlo.multiply %3554, %2879 : tensor<64xf32>
    %3556 = stablehlo.subtract %arg43, %3555 : tensor<64xf32>
    %cst_842 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3557 = stablehlo.broadcast_in_dim %cst_842, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3558 = stablehlo.multiply %3557, %2847 : tensor<64xf32>
    %3559 = stablehlo.subtract %arg44, %3558 : tensor<64xf32>
    %cst_843 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3560 = stablehlo.broadcast_in_dim %cst_843, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %3561 = stablehlo.multiply %3560, %2849 : tensor<256x64xf32>
    %3562 = stablehlo.subtract %arg45, %3561 : tensor<256x64xf32>
    %cst_844 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3563 = stablehlo.broadcast_in_dim %cst_844, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3564 = stablehlo.multiply %3563, %2910 : tensor<64xf32>
    %3565 = stablehlo.subtract %arg46, %3564 : tensor<64xf32>
    %cst_845 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3566 = stablehlo.broadcast_in_dim %cst_845, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %3567 = stablehlo.multiply %3566, %2912 : tensor<64x64xf32>
    %3568 = stablehlo.subtract %arg47, %3567 : tensor<64x64xf32>
    %cst_846 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3569 = stablehlo.broadcast_in_dim %cst_846, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %3570 = stablehlo.multiply %3569, %2804 : tensor<192xf32>
    %3571 = stablehlo.subtract %arg48, %3570 : tensor<192xf32>
    %cst_847 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3572 = stablehlo.broadcast_in_dim %cst_847, dims = [] : (tensor<f32>) -> tensor<64x192xf32>
    %3573 = stablehlo.multiply %3572, %2806 : tensor<64x192xf32>
    %3574 = stablehlo.subtract %arg49, %3573 : tensor<64x192xf32>
    %cst_848 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3575 = stablehlo.broadcast_in_dim %cst_848, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %3576 = stablehlo.multiply %3575, %2724 : tensor<256xf32>
    %3577 = stablehlo.subtract %arg50, %3576 : tensor<256xf32>
    %cst_849 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3578 = stablehlo.broadcast_in_dim %cst_849, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %3579 = stablehlo.multiply %3578, %2726 : tensor<64x256xf32>
    %3580 = stablehlo.subtract %arg51, %3579 : tensor<64x256xf32>
    %cst_850 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3581 = stablehlo.broadcast_in_dim %cst_850, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3582 = stablehlo.multiply %3581, %2810 : tensor<64xf32>
    %3583 = stablehlo.subtract %arg52, %3582 : tensor<64xf32>
    %cst_851 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3584 = stablehlo.broadcast_in_dim %cst_851, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3585 = stablehlo.multiply %3584, %2816 : tensor<64xf32>
    %3586 = stablehlo.subtract %arg53, %3585 : tensor<64xf32>
    %cst_852 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3587 = stablehlo.broadcast_in_dim %cst_852, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3588 = stablehlo.multiply %3587, %2730 : tensor<64xf32>
    %3589 = stablehlo.subtract %arg54, %3588 : tensor<64xf32>
    %cst_853 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3590 = stablehlo.broadcast_in_dim %cst_853, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3591 = stablehlo.multiply %3590, %2736 : tensor<64xf32>
    %3592 = stablehlo.subtract %arg55, %3591 : tensor<64xf32>
    %cst_854 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3593 = stablehlo.broadcast_in_dim %cst_854, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3594 = stablehlo.multiply %3593, %2704 : tensor<64xf32>
    %3595 = stablehlo.subtract %arg56, %3594 : tensor<64xf32>
    %cst_855 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3596 = stablehlo.broadcast_in_dim %cst_855, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %3597 = stablehlo.multiply %3596, %2706 : tensor<256x64xf32>
    %3598 = stablehlo.subtract %arg57, %3597 : tensor<256x64xf32>
    %cst_856 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3599 = stablehlo.broadcast_in_dim %cst_856, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3600 = stablehlo.multiply %3599, %2767 : tensor<64xf32>
    %3601 = stablehlo.subtract %arg58, %3600 : tensor<64xf32>
    %cst_857 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3602 = stablehlo.broadcast_in_dim %cst_857, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %3603 = stablehlo.multiply %3602, %2769 : tensor<64x64xf32>
    %3604 = stablehlo.subtract %arg59, %3603 : tensor<64x64xf32>
    %cst_858 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3605 = stablehlo.broadcast_in_dim %cst_858, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %3606 = stablehlo.multiply %3605, %2661 : tensor<192xf32>
    %3607 = stablehlo.subtract %arg60, %3606 : tensor<192xf32>
    %cst_859 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3608 = stablehlo.broadcast_in_dim %cst_859, dims = [] : (tensor<f32>) -> tensor<64x192xf32>
    %3609 = stablehlo.multiply %3608, %2663 : tensor<64x192xf32>
    %3610 = stablehlo.subtract %arg61, %3609 : tensor<64x192xf32>
    %cst_860 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3611 = stablehlo.broadcast_in_dim %cst_860, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %3612 = stablehlo.multiply %3611, %2581 : tensor<256xf32>
    %3613 = stablehlo.subtract %arg62, %3612 : tensor<256xf32>
    %cst_861 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3614 = stablehlo.broadcast_in_dim %cst_861, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %3615 = stablehlo.multiply %3614, %2583 : tensor<64x256xf32>
    %3616 = stablehlo.subtract %arg63, %3615 : tensor<64x256xf32>
    %cst_862 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3617 = stablehlo.broadcast_in_dim %cst_862, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3618 = stablehlo.multiply %3617, %2667 : tensor<64xf32>
    %3619 = stablehlo.subtract %arg64, %3618 : tensor<64xf32>
    %cst_863 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3620 = stablehlo.broadcast_in_dim %cst_863, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3621 = stablehlo.multiply %3620, %2673 : tensor<64xf32>
    %3622 = stablehlo.subtract %arg65, %3621 : tensor<64xf32>
    %cst_864 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3623 = stablehlo.broadcast_in_dim %cst_864, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3624 = stablehlo.multiply %3623, %2587 : tensor<64xf32>
    %3625 = stablehlo.subtract %arg66, %3624 : tensor<64xf32>
    %cst_865 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3626 = stablehlo.broadcast_in_dim %cst_865, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3627 = stablehlo.multiply %3626, %2593 : tensor<64xf32>
    %3628 = stablehlo.subtract %arg67, %3627 : tensor<64xf32>
    %cst_866 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3629 = stablehlo.broadcast_in_dim %cst_866, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3630 = stablehlo.multiply %3629, %2561 : tensor<64xf32>
    %3631 = stablehlo.subtract %arg68, %3630 : tensor<64xf32>
    %cst_867 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3632 = stablehlo.broadcast_in_dim %cst_867, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %3633 = stablehlo.multiply %3632, %2563 : tensor<256x64xf32>
    %3634 = stablehlo.subtract %arg69, %3633 : tensor<256x64xf32>
    %cst_868 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3635 = stablehlo.broadcast_in_dim %cst_868, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3636 = stablehlo.multiply %3635, %2624 : tensor<64xf32>
    %3637 = stablehlo.subtract %arg70, %3636 : tensor<64xf32>
    %cst_869 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3638 = stablehlo.broadcast_in_dim %cst_869, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %3639 = stablehlo.multiply %3638, %2626 : tensor<64x64xf32>
    %3640 = stablehlo.subtract %arg71, %3639 : tensor<64x64xf32>
    %cst_870 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3641 = stablehlo.broadcast_in_dim %cst_870, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %3642 = stablehlo.multiply %3641, %2518 : tensor<192xf32>
    %3643 = stablehlo.subtract %arg72, %3642 : tensor<192xf32>
    %cst_871 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3644 = stablehlo.broadcast_in_dim %cst_871, dims = [] : (tensor<f32>) -> tensor<64x192xf32>
    %3645 = stablehlo.multiply %3644, %2520 : tensor<64x192xf32>
    %3646 = stablehlo.subtract %arg73, %3645 : tensor<64x192xf32>
    %cst_872 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3647 = stablehlo.broadcast_in_dim %cst_872, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %3648 = stablehlo.multiply %3647, %2438 : tensor<256xf32>
    %3649 = stablehlo.subtract %arg74, %3648 : tensor<256xf32>
    %cst_873 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3650 = stablehlo.broadcast_in_dim %cst_873, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %3651 = stablehlo.multiply %3650, %2440 : tensor<64x256xf32>
    %3652 = stablehlo.subtract %arg75, %3651 : tensor<64x256xf32>
    %cst_874 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3653 = stablehlo.broadcast_in_dim %cst_874, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3654 = stablehlo.multiply %3653, %2524 : tensor<64xf32>
    %3655 = stablehlo.subtract %arg76, %3654 : tensor<64xf32>
    %cst_875 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3656 = stablehlo.broadcast_in_dim %cst_875, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3657 = stablehlo.multiply %3656, %2530 : tensor<64xf32>
    %3658 = stablehlo.subtract %arg77, %3657 : tensor<64xf32>
    %cst_876 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3659 = stablehlo.broadcast_in_dim %cst_876, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3660 = stablehlo.multiply %3659, %2444 : tensor<64xf32>
    %3661 = stablehlo.subtract %arg78, %3660 : tensor<64xf32>
    %cst_877 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3662 = stablehlo.broadcast_in_dim %cst_877, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3663 = stablehlo.multiply %3662, %2450 : tensor<64xf32>
    %3664 = stablehlo.subtract %arg79, %3663 : tensor<64xf32>
    %cst_878 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3665 = stablehlo.broadcast_in_dim %cst_878, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3666 = stablehlo.multiply %3665, %2418 : tensor<64xf32>
    %3667 = stablehlo.subtract %arg80, %3666 : tensor<64xf32>
    %cst_879 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3668 = stablehlo.broadcast_in_dim %cst_879, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %3669 = stablehlo.multiply %3668, %2420 : tensor<256x64xf32>
    %3670 = stablehlo.subtract %arg81, %3669 : tensor<256x64xf32>
    %cst_880 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3671 = stablehlo.broadcast_in_dim %cst_880, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3672 = stablehlo.multiply %3671, %2481 : tensor<64xf32>
    %3673 = stablehlo.subtract %arg82, %3672 : tensor<64xf32>
    %cst_881 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3674 = stablehlo.broadcast_in_dim %cst_881, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %3675 = stablehlo.multiply %3674, %2483 : tensor<64x64xf32>
    %3676 = stablehlo.subtract %arg83, %3675 : tensor<64x64xf32>
    %cst_882 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3677 = stablehlo.broadcast_in_dim %cst_882, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %3678 = stablehlo.multiply %3677, %2375 : tensor<192xf32>
    %3679 = stablehlo.subtract %arg84, %3678 : tensor<192xf32>
    %cst_883 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3680 = stablehlo.broadcast_in_dim %cst_883, dims = [] : (tensor<f32>) -> tensor<64x192xf32>
    %3681 = stablehlo.multiply %3680, %2377 : tensor<64x192xf32>
    %3682 = stablehlo.subtract %arg85, %3681 : tensor<64x192xf32>
    %cst_884 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3683 = stablehlo.broadcast_in_dim %cst_884, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %3684 = stablehlo.multiply %3683, %2295 : tensor<256xf32>
    %3685 = stablehlo.subtract %arg86, %3684 : tensor<256xf32>
    %cst_885 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3686 = stablehlo.broadcast_in_dim %cst_885, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %3687 = stablehlo.multiply %3686, %2297 : tensor<64x256xf32>
    %3688 = stablehlo.subtract %arg87, %3687 : tensor<64x256xf32>
    %cst_886 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3689 = stablehlo.broadcast_in_dim %cst_886, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3690 = stablehlo.multiply %3689, %2381 : tensor<64xf32>
    %3691 = stablehlo.subtract %arg88, %3690 : tensor<64xf32>
    %cst_887 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3692 = stablehlo.broadcast_in_dim %cst_887, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3693 = stablehlo.multiply %3692, %2387 : tensor<64xf32>
    %3694 = stablehlo.subtract %arg89, %3693 : tensor<64xf32>
    %cst_888 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3695 = stablehlo.broadcast_in_dim %cst_888, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3696 = stablehlo.multiply %3695, %2301 : tensor<64xf32>
    %3697 = stablehlo.subtract %arg90, %3696 : tensor<64xf32>
    %cst_889 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3698 = stablehlo.broadcast_in_dim %cst_889, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3699 = stablehlo.multiply %3698, %2307 : tensor<64xf32>
    %3700 = stablehlo.subtract %arg91, %3699 : tensor<64xf32>
    %cst_890 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3701 = stablehlo.broadcast_in_dim %cst_890, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3702 = stablehlo.multiply %3701, %2275 : tensor<64xf32>
    %3703 = stablehlo.subtract %arg92, %3702 : tensor<64xf32>
    %cst_891 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3704 = stablehlo.broadcast_in_dim %cst_891, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %3705 = stablehlo.multiply %3704, %2277 : tensor<256x64xf32>
    %3706 = stablehlo.subtract %arg93, %3705 : tensor<256x64xf32>
    %cst_892 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3707 = stablehlo.broadcast_in_dim %cst_892, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3708 = stablehlo.multiply %3707, %2338 : tensor<64xf32>
    %3709 = stablehlo.subtract %arg94, %3708 : tensor<64xf32>
    %cst_893 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3710 = stablehlo.broadcast_in_dim %cst_893, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %3711 = stablehlo.multiply %3710, %2340 : tensor<64x64xf32>
    %3712 = stablehlo.subtract %arg95, %3711 : tensor<64x64xf32>
    %cst_894 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3713 = stablehlo.broadcast_in_dim %cst_894, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %3714 = stablehlo.multiply %3713, %2232 : tensor<192xf32>
    %3715 = stablehlo.subtract %arg96, %3714 : tensor<192xf32>
    %cst_895 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3716 = stablehlo.broadcast_in_dim %cst_895, dims = [] : (tensor<f32>) -> tensor<64x192xf32>
    %3717 = stablehlo.multiply %3716, %2234 : tensor<64x192xf32>
    %3718 = stablehlo.subtract %arg97, %3717 : tensor<64x192xf32>
    %cst_896 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3719 = stablehlo.broadcast_in_dim %cst_896, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %3720 = stablehlo.multiply %3719, %2152 : tensor<256xf32>
    %3721 = stablehlo.subtract %arg98, %3720 : tensor<256xf32>
    %cst_897 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3722 = stablehlo.broadcast_in_dim %cst_897, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %3723 = stablehlo.multiply %3722, %2154 : tensor<64x256xf32>
    %3724 = stablehlo.subtract %arg99, %3723 : tensor<64x256xf32>
    %cst_898 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3725 = stablehlo.broadcast_in_dim %cst_898, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3726 = stablehlo.multiply %3725, %2238 : tensor<64xf32>
    %3727 = stablehlo.subtract %arg100, %3726 : tensor<64xf32>
    %cst_899 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3728 = stablehlo.broadcast_in_dim %cst_899, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3729 = stablehlo.multiply %3728, %2244 : tensor<64xf32>
    %3730 = stablehlo.subtract %arg101, %3729 : tensor<64xf32>
    %cst_900 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3731 = stablehlo.broadcast_in_dim %cst_900, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3732 = stablehlo.multiply %3731, %2158 : tensor<64xf32>
    %3733 = stablehlo.subtract %arg102, %3732 : tensor<64xf32>
    %cst_901 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3734 = stablehlo.broadcast_in_dim %cst_901, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3735 = stablehlo.multiply %3734, %2164 : tensor<64xf32>
    %3736 = stablehlo.subtract %arg103, %3735 : tensor<64xf32>
    %cst_902 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3737 = stablehlo.broadcast_in_dim %cst_902, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3738 = stablehlo.multiply %3737, %2132 : tensor<64xf32>
    %3739 = stablehlo.subtract %arg104, %3738 : tensor<64xf32>
    %cst_903 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3740 = stablehlo.broadcast_in_dim %cst_903, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %3741 = stablehlo.multiply %3740, %2134 : tensor<256x64xf32>
    %3742 = stablehlo.subtract %arg105, %3741 : tensor<256x64xf32>
    %cst_904 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3743 = stablehlo.broadcast_in_dim %cst_904, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3744 = stablehlo.multiply %3743, %2195 : tensor<64xf32>
    %3745 = stablehlo.subtract %arg106, %3744 : tensor<64xf32>
    %cst_905 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3746 = stablehlo.broadcast_in_dim %cst_905, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %3747 = stablehlo.multiply %3746, %2197 : tensor<64x64xf32>
    %3748 = stablehlo.subtract %arg107, %3747 : tensor<64x64xf32>
    %cst_906 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3749 = stablehlo.broadcast_in_dim %cst_906, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %3750 = stablehlo.multiply %3749, %2089 : tensor<192xf32>
    %3751 = stablehlo.subtract %arg108, %3750 : tensor<192xf32>
    %cst_907 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3752 = stablehlo.broadcast_in_dim %cst_907, dims = [] : (tensor<f32>) -> tensor<64x192xf32>
    %3753 = stablehlo.multiply %3752, %2091 : tensor<64x192xf32>
    %3754 = stablehlo.subtract %arg109, %3753 : tensor<64x192xf32>
    %cst_908 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3755 = stablehlo.broadcast_in_dim %cst_908, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %3756 = stablehlo.multiply %3755, %2009 : tensor<256xf32>
    %3757 = stablehlo.subtract %arg110, %3756 : tensor<256xf32>
    %cst_909 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3758 = stablehlo.broadcast_in_dim %cst_909, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %3759 = stablehlo.multiply %3758, %2011 : tensor<64x256xf32>
    %3760 = stablehlo.subtract %arg111, %3759 : tensor<64x256xf32>
    %cst_910 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3761 = stablehlo.broadcast_in_dim %cst_910, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3762 = stablehlo.multiply %3761, %2095 : tensor<64xf32>
    %3763 = stablehlo.subtract %arg112, %3762 : tensor<64xf32>
    %cst_911 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3764 = stablehlo.broadcast_in_dim %cst_911, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3765 = stablehlo.multiply %3764, %2101 : tensor<64xf32>
    %3766 = stablehlo.subtract %arg113, %3765 : tensor<64xf32>
    %cst_912 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3767 = stablehlo.broadcast_in_dim %cst_912, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3768 = stablehlo.multiply %3767, %2015 : tensor<64xf32>
    %3769 = stablehlo.subtract %arg114, %3768 : tensor<64xf32>
    %cst_913 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3770 = stablehlo.broadcast_in_dim %cst_913, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3771 = stablehlo.multiply %3770, %2021 : tensor<64xf32>
    %3772 = stablehlo.subtract %arg115, %3771 : tensor<64xf32>
    %cst_914 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3773 = stablehlo.broadcast_in_dim %cst_914, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3774 = stablehlo.multiply %3773, %1989 : tensor<64xf32>
    %3775 = stablehlo.subtract %arg116, %3774 : tensor<64xf32>
    %cst_915 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3776 = stablehlo.broadcast_in_dim %cst_915, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %3777 = stablehlo.multiply %3776, %1991 : tensor<256x64xf32>
    %3778 = stablehlo.subtract %arg117, %3777 : tensor<256x64xf32>
    %cst_916 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3779 = stablehlo.broadcast_in_dim %cst_916, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3780 = stablehlo.multiply %3779, %2052 : tensor<64xf32>
    %3781 = stablehlo.subtract %arg118, %3780 : tensor<64xf32>
    %cst_917 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3782 = stablehlo.broadcast_in_dim %cst_917, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %3783 = stablehlo.multiply %3782, %2054 : tensor<64x64xf32>
    %3784 = stablehlo.subtract %arg119, %3783 : tensor<64x64xf32>
    %cst_918 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3785 = stablehlo.broadcast_in_dim %cst_918, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %3786 = stablehlo.multiply %3785, %1946 : tensor<192xf32>
    %3787 = stablehlo.subtract %arg120, %3786 : tensor<192xf32>
    %cst_919 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3788 = stablehlo.broadcast_in_dim %cst_919, dims = [] : (tensor<f32>) -> tensor<64x192xf32>
    %3789 = stablehlo.multiply %3788, %1948 : tensor<64x192xf32>
    %3790 = stablehlo.subtract %arg121, %3789 : tensor<64x192xf32>
    %cst_920 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3791 = stablehlo.broadcast_in_dim %cst_920, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %3792 = stablehlo.multiply %3791, %1866 : tensor<256xf32>
    %3793 = stablehlo.subtract %arg122, %3792 : tensor<256xf32>
    %cst_921 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3794 = stablehlo.broadcast_in_dim %cst_921, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %3795 = stablehlo.multiply %3794, %1868 : tensor<64x256xf32>
    %3796 = stablehlo.subtract %arg123, %3795 : tensor<64x256xf32>
    %cst_922 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3797 = stablehlo.broadcast_in_dim %cst_922, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3798 = stablehlo.multiply %3797, %1952 : tensor<64xf32>
    %3799 = stablehlo.subtract %arg124, %3798 : tensor<64xf32>
    %cst_923 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3800 = stablehlo.broadcast_in_dim %cst_923, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3801 = stablehlo.multiply %3800, %1958 : tensor<64xf32>
    %3802 = stablehlo.subtract %arg125, %3801 : tensor<64xf32>
    %cst_924 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3803 = stablehlo.broadcast_in_dim %cst_924, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3804 = stablehlo.multiply %3803, %1872 : tensor<64xf32>
    %3805 = stablehlo.subtract %arg126, %3804 : tensor<64xf32>
    %cst_925 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3806 = stablehlo.broadcast_in_dim %cst_925, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3807 = stablehlo.multiply %3806, %1878 : tensor<64xf32>
    %3808 = stablehlo.subtract %arg127, %3807 : tensor<64xf32>
    %cst_926 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3809 = stablehlo.broadcast_in_dim %cst_926, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3810 = stablehlo.multiply %3809, %1846 : tensor<64xf32>
    %3811 = stablehlo.subtract %arg128, %3810 : tensor<64xf32>
    %cst_927 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3812 = stablehlo.broadcast_in_dim %cst_927, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %3813 = stablehlo.multiply %3812, %1848 : tensor<256x64xf32>
    %3814 = stablehlo.subtract %arg129, %3813 : tensor<256x64xf32>
    %cst_928 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3815 = stablehlo.broadcast_in_dim %cst_928, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3816 = stablehlo.multiply %3815, %1909 : tensor<64xf32>
    %3817 = stablehlo.subtract %arg130, %3816 : tensor<64xf32>
    %cst_929 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3818 = stablehlo.broadcast_in_dim %cst_929, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %3819 = stablehlo.multiply %3818, %1911 : tensor<64x64xf32>
    %3820 = stablehlo.subtract %arg131, %3819 : tensor<64x64xf32>
    %cst_930 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3821 = stablehlo.broadcast_in_dim %cst_930, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %3822 = stablehlo.multiply %3821, %1803 : tensor<192xf32>
    %3823 = stablehlo.subtract %arg132, %3822 : tensor<192xf32>
    %cst_931 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3824 = stablehlo.broadcast_in_dim %cst_931, dims = [] : (tensor<f32>) -> tensor<64x192xf32>
    %3825 = stablehlo.multiply %3824, %1805 : tensor<64x192xf32>
    %3826 = stablehlo.subtract %arg133, %3825 : tensor<64x192xf32>
    %cst_932 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3827 = stablehlo.broadcast_in_dim %cst_932, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %3828 = stablehlo.multiply %3827, %1723 : tensor<256xf32>
    %3829 = stablehlo.subtract %arg134, %3828 : tensor<256xf32>
    %cst_933 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3830 = stablehlo.broadcast_in_dim %cst_933, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %3831 = stablehlo.multiply %3830, %1725 : tensor<64x256xf32>
    %3832 = stablehlo.subtract %arg135, %3831 : tensor<64x256xf32>
    %cst_934 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3833 = stablehlo.broadcast_in_dim %cst_934, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3834 = stablehlo.multiply %3833, %1809 : tensor<64xf32>
    %3835 = stablehlo.subtract %arg136, %3834 : tensor<64xf32>
    %cst_935 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3836 = stablehlo.broadcast_in_dim %cst_935, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3837 = stablehlo.multiply %3836, %1815 : tensor<64xf32>
    %3838 = stablehlo.subtract %arg137, %3837 : tensor<64xf32>
    %cst_936 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3839 = stablehlo.broadcast_in_dim %cst_936, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3840 = stablehlo.multiply %3839, %1729 : tensor<64xf32>
    %3841 = stablehlo.subtract %arg138, %3840 : tensor<64xf32>
    %cst_937 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3842 = stablehlo.broadcast_in_dim %cst_937, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3843 = stablehlo.multiply %3842, %1735 : tensor<64xf32>
    %3844 = stablehlo.subtract %arg139, %3843 : tensor<64xf32>
    %cst_938 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3845 = stablehlo.broadcast_in_dim %cst_938, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3846 = stablehlo.multiply %3845, %1703 : tensor<64xf32>
    %3847 = stablehlo.subtract %arg140, %3846 : tensor<64xf32>
    %cst_939 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3848 = stablehlo.broadcast_in_dim %cst_939, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %3849 = stablehlo.multiply %3848, %1705 : tensor<256x64xf32>
    %3850 = stablehlo.subtract %arg141, %3849 : tensor<256x64xf32>
    %cst_940 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3851 = stablehlo.broadcast_in_dim %cst_940, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3852 = stablehlo.multiply %3851, %1766 : tensor<64xf32>
    %3853 = stablehlo.subtract %arg142, %3852 : tensor<64xf32>
    %cst_941 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3854 = stablehlo.broadcast_in_dim %cst_941, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %3855 = stablehlo.multiply %3854, %1768 : tensor<64x64xf32>
    %3856 = stablehlo.subtract %arg143, %3855 : tensor<64x64xf32>
    %cst_942 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3857 = stablehlo.broadcast_in_dim %cst_942, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3858 = stablehlo.multiply %3857, %1667 : tensor<64xf32>
    %3859 = stablehlo.subtract %arg144, %3858 : tensor<64xf32>
    %cst_943 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3860 = stablehlo.broadcast_in_dim %cst_943, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3861 = stablehlo.multiply %3860, %1673 : tensor<64xf32>
    %3862 = stablehlo.subtract %arg145, %3861 : tensor<64xf32>
    %cst_944 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3863 = stablehlo.broadcast_in_dim %cst_944, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %3864 = stablehlo.multiply %3863, %3421 : tensor<128x64xf32>
    %3865 = stablehlo.subtract %arg146, %3864 : tensor<128x64xf32>
    %cst_945 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3866 = stablehlo.broadcast_in_dim %cst_945, dims = [] : (tensor<f32>) -> tensor<1024x64xf32>
    %3867 = stablehlo.multiply %3866, %3424 : tensor<1024x64xf32>
    %3868 = stablehlo.subtract %arg147, %3867 : tensor<1024x64xf32>
    return %1654, %3427, %3430, %3433, %3436, %3439, %3442, %3445, %3448, %3451, %3454, %3457, %3460, %3463, %3466, %3469, %3472, %3475, %3478, %3481, %3484, %3487, %3490, %3493, %3496, %3499, %3502, %3505, %3508, %3511, %3514, %3517, %3520, %3523, %3526, %3529, %3532, %3535, %3538, %3541, %3544, %3547, %3550, %3553, %3556, %3559, %3562, %3565, %3568, %3571, %3574, %3577, %3580, %3583, %3586, %3589, %3592, %3595, %3598, %3601, %3604, %3607, %3610, %3613, %3616, %3619, %3622, %3625, %3628, %3631, %3634, %3637, %3640, %3643, %3646, %3649, %3652, %3655, %3658, %3661, %3664, %3667, %3670, %3673, %3676, %3679, %3682, %3685, %3688, %3691, %3694, %3697, %3700, %3703, %3706, %3709, %3712, %3715, %3718, %3721, %3724, %3727, %3730, %3733, %3736, %3739, %3742, %3745, %3748, %3751, %3754, %3757, %3760, %3763, %3766, %3769, %3772, %3775, %3778, %3781, %3784, %3787, %3790, %3793, %3796, %3799, %3802, %3805, %3808, %3811, %3814, %3817, %3820, %3823, %3826, %3829, %3832, %3835, %3838, %3841, %3844, %3847, %3850, %3853, %3856, %3859, %3862, %3865, %3868 : tensor<f32>, tensor<192xf32>, tensor<64x192xf32>, tensor<256xf32>, tensor<64x256xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<192xf32>, tensor<64x192xf32>, tensor<256xf32>, tensor<64x256xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<192xf32>, tensor<64x192xf32>, tensor<256xf32>, tensor<64x256xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<192xf32>, tensor<64x192xf32>, tensor<256xf32>, tensor<64x256xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<192xf32>, tensor<64x192xf32>, tensor<256xf32>, tensor<64x256xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<192xf32>, tensor<64x192xf32>, tensor<256xf32>, tensor<64x256xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<192xf32>, tensor<64x192xf32>, tensor<256xf32>, tensor<64x256xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<192xf32>, tensor<64x192xf32>, tensor<256xf32>, tensor<64x256xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<192xf32>, tensor<64x192xf32>, tensor<256xf32>, tensor<64x256xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<192xf32>, tensor<64x192xf32>, tensor<256xf32>, tensor<64x256xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<192xf32>, tensor<64x192xf32>, tensor<256xf32>, tensor<64x256xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<192xf32>, tensor<64x192xf32>, tensor<256xf32>, tensor<64x256xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<128x64xf32>, tensor<1024x64xf32>
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
  func.func private @_where(%arg0: tensor<16x16xi1>, %arg1: tensor<2x4x16x16xf32>, %arg2: tensor<f32>) -> (tensor<2x4x16x16xf32>, tensor<2x4x16x16xi1>) {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [2, 3] : (tensor<16x16xi1>) -> tensor<2x4x16x16xi1>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<2x4x16x16xf32>
    %2 = stablehlo.select %0, %arg1, %1 : tensor<2x4x16x16xi1>, tensor<2x4x16x16xf32>
    return %2, %0 : tensor<2x4x16x16xf32>, tensor<2x4x16x16xi1>
  }
  func.func private @log_softmax(%arg0: tensor<2x15x1024xf32>) -> (tensor<2x15x1024xf32>, tensor<2x15x1024xf32>, tensor<2x15x1xf32>) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [2] : (tensor<2x15x1024xf32>, tensor<f32>) -> tensor<2x15xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x15xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<2x15xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<2x15xf32>) -> tensor<2x15x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<2x15x1xf32>) -> tensor<2x15x1024xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<2x15x1024xf32>
    %6 = stablehlo.exponential %5 : tensor<2x15x1024xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<2x15x1024xf32>, tensor<f32>) -> tensor<2x15xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<2x15xf32>) -> tensor<2x15x1xf32>
    %9 = stablehlo.log %8 : tensor<2x15x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2] : (tensor<2x15x1xf32>) -> tensor<2x15x1024xf32>
    %11 = stablehlo.subtract %5, %10 : tensor<2x15x1024xf32>
    return %11, %6, %8 : tensor<2x15x1024xf32>, tensor<2x15x1024xf32>, tensor<2x15x1xf32>
  }
  func.func private @take_along_axis(%arg0: tensor<2x15x1024xf32>, %arg1: tensor<2x15x1xi32>) -> (tensor<2x15x1xf32>, tensor<2x15x1x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2x15x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<2x15x1xi32>, tensor<2x15x1xi32>) -> tensor<2x15x1xi1>
    %c_0 = stablehlo.constant dense<1024> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2x15x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<2x15x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<2x15x1xi1>, tensor<2x15x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<2x15x1xi32>) -> tensor<2x15x1x1xi32>
    %c_1 = stablehlo.constant dense<1023> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<2x15x1x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<2x15x1x1xi32>, tensor<2x15x1x1xi32>) -> tensor<2x15x1x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [3] : (tensor<1xi32>) -> tensor<1x1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xi32>) -> tensor<2x15x1x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<2x15x1x1xi32>, tensor<2x15x1x1xi32>) -> tensor<2x15x1x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<2x15x1x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [3] : (tensor<2x15x1x1xi1>, tensor<i1>) -> tensor<2x15x1xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [2], operand_batching_dims = [0, 1], start_indices_batching_dims = [0, 1], start_index_map = [2], index_vector_dim = 3>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<2x15x1024xf32>, tensor<2x15x1x1xi32>) -> tensor<2x15x1xf32>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x15x1xf32>
    %15 = stablehlo.select %12, %13, %14 : tensor<2x15x1xi1>, tensor<2x15x1xf32>
    return %15, %5 : tensor<2x15x1xf32>, tensor<2x15x1x1xi32>
  }
  func.func private @take_along_axis_0(%arg0: tensor<2x15x1x1xi32>, %arg1: tensor<2x15x1xf32>) -> tensor<2x15x1024xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x15x1024xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [2], input_batching_dims = [0, 1], scatter_indices_batching_dims = [0, 1], scatter_dims_to_operand_dims = [2], index_vector_dim = 3>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<2x15x1024xf32>, tensor<2x15x1x1xi32>, tensor<2x15x1xf32>) -> tensor<2x15x1024xf32>
    return %1 : tensor<2x15x1024xf32>
  }
  func.func private @log_softmax_1(%arg0: tensor<2x15x1024xf32>, %arg1: tensor<2x15x1xf32>, %arg2: tensor<2x15x1024xf32>) -> tensor<2x15x1024xf32> {
    %0 = stablehlo.negate %arg2 : tensor<2x15x1024xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x15x1024xf32>, tensor<f32>) -> tensor<2x15xf32>
    %2 = stablehlo.reshape %1 : (tensor<2x15xf32>) -> tensor<2x15x1xf32>
    %3 = stablehlo.divide %2, %arg1 : tensor<2x15x1xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<2x15x1xf32>, tensor<f32>) -> tensor<2x15xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<2x15xf32>) -> tensor<2x15x1024xf32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<2x15x1024xf32>
    %7 = stablehlo.add %arg2, %6 : tensor<2x15x1024xf32>
    return %7 : tensor<2x15x1024xf32>
  }
  func.func private @_where_2(%arg0: tensor<2x4x16x16xi1>, %arg1: tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x4x16x16xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<2x4x16x16xi1>, tensor<2x4x16x16xf32>
    return %1 : tensor<2x4x16x16xf32>
  }
}
