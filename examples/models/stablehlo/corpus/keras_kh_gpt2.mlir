module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<512x64xf32>, %arg1: tensor<32x64xf32>, %arg2: tensor<64x4x16xf32>, %arg3: tensor<4x16xf32>, %arg4: tensor<64x4x16xf32>, %arg5: tensor<4x16xf32>, %arg6: tensor<64x4x16xf32>, %arg7: tensor<4x16xf32>, %arg8: tensor<4x16x64xf32>, %arg9: tensor<64xf32>, %arg10: tensor<64xf32>, %arg11: tensor<64xf32>, %arg12: tensor<64x128xf32>, %arg13: tensor<128xf32>, %arg14: tensor<128x64xf32>, %arg15: tensor<64xf32>, %arg16: tensor<64xf32>, %arg17: tensor<64xf32>, %arg18: tensor<64x4x16xf32>, %arg19: tensor<4x16xf32>, %arg20: tensor<64x4x16xf32>, %arg21: tensor<4x16xf32>, %arg22: tensor<64x4x16xf32>, %arg23: tensor<4x16xf32>, %arg24: tensor<4x16x64xf32>, %arg25: tensor<64xf32>, %arg26: tensor<64xf32>, %arg27: tensor<64xf32>, %arg28: tensor<64x128xf32>, %arg29: tensor<128xf32>, %arg30: tensor<128x64xf32>, %arg31: tensor<64xf32>, %arg32: tensor<64xf32>, %arg33: tensor<64xf32>, %arg34: tensor<64xf32>, %arg35: tensor<64xf32>, %arg36: tensor<1x16xi32>, %arg37: tensor<1x16xi32>) -> (tensor<1x16x64xf32> {jax.result_info = "result"}) {
    %0 = call @_take(%arg0, %arg37) : (tensor<512x64xf32>, tensor<1x16xi32>) -> tensor<1x16x64xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_slice %arg1, %c, %c_0, sizes = [16, 64] : (tensor<32x64xf32>, tensor<i32>, tensor<i32>) -> tensor<16x64xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1, 2] : (tensor<16x64xf32>) -> tensor<1x16x64xf32>
    %3 = stablehlo.add %0, %2 : tensor<1x16x64xf32>
    %4 = stablehlo.broadcast_in_dim %arg36, dims = [0, 2] : (tensor<1x16xi32>) -> tensor<1x1x16xi32>
    %5 = stablehlo.iota dim = 0 : tensor<16xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %7 = stablehlo.add %5, %6 : tensor<16xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %9 = stablehlo.iota dim = 0 : tensor<16xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %11 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x16xf32>
    %12 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<16x16xf32>
    %13 = stablehlo.compare GE, %11, %12, FLOAT : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xi1>
    %14 = stablehlo.broadcast_in_dim %13, dims = [1, 2] : (tensor<16x16xi1>) -> tensor<1x16x16xi1>
    %15 = stablehlo.convert %14 : (tensor<1x16x16xi1>) -> tensor<1x16x16xi32>
    %16 = stablehlo.broadcast_in_dim %4, dims = [0, 1, 2] : (tensor<1x1x16xi32>) -> tensor<1x16x16xi32>
    %17 = stablehlo.minimum %16, %15 : tensor<1x16x16xi32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %18 = stablehlo.reduce(%3 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<1x16x64xf32>, tensor<f32>) -> tensor<1x16xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<1x16x1xf32>
    %cst_2 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<1x16x1xf32>
    %21 = stablehlo.divide %19, %20 : tensor<1x16x1xf32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %22 = call @_var(%3, %c_3) : (tensor<1x16x64xf32>, tensor<i32>) -> tensor<1x16x1xf32>
    %23 = stablehlo.reshape %arg10 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %24 = stablehlo.reshape %arg11 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_4 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<1x16x1xf32>
    %26 = stablehlo.add %22, %25 : tensor<1x16x1xf32>
    %27 = stablehlo.rsqrt %26 : tensor<1x16x1xf32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [0, 1, 2] : (tensor<1x16x1xf32>) -> tensor<1x16x64xf32>
    %29 = stablehlo.broadcast_in_dim %23, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
    %30 = stablehlo.multiply %28, %29 : tensor<1x16x64xf32>
    %31 = stablehlo.negate %21 : tensor<1x16x1xf32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [0, 1, 2] : (tensor<1x16x1xf32>) -> tensor<1x16x64xf32>
    %33 = stablehlo.multiply %32, %30 : tensor<1x16x64xf32>
    %34 = stablehlo.broadcast_in_dim %24, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
    %35 = stablehlo.add %33, %34 : tensor<1x16x64xf32>
    %36 = stablehlo.multiply %3, %30 : tensor<1x16x64xf32>
    %37 = stablehlo.add %36, %35 : tensor<1x16x64xf32>
    %38 = stablehlo.dot_general %37, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x16x64xf32>, tensor<64x4x16xf32>) -> tensor<1x16x4x16xf32>
    %39 = stablehlo.broadcast_in_dim %arg3, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %40 = stablehlo.broadcast_in_dim %39, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<1x16x4x16xf32>
    %41 = stablehlo.add %38, %40 : tensor<1x16x4x16xf32>
    %42 = stablehlo.dot_general %37, %arg4, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x16x64xf32>, tensor<64x4x16xf32>) -> tensor<1x16x4x16xf32>
    %43 = stablehlo.broadcast_in_dim %arg5, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %44 = stablehlo.broadcast_in_dim %43, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<1x16x4x16xf32>
    %45 = stablehlo.add %42, %44 : tensor<1x16x4x16xf32>
    %46 = stablehlo.dot_general %37, %arg6, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x16x64xf32>, tensor<64x4x16xf32>) -> tensor<1x16x4x16xf32>
    %47 = stablehlo.broadcast_in_dim %arg7, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %48 = stablehlo.broadcast_in_dim %47, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<1x16x4x16xf32>
    %49 = stablehlo.add %46, %48 : tensor<1x16x4x16xf32>
    %cst_5 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<1x16x4x16xf32>
    %51 = stablehlo.multiply %41, %50 : tensor<1x16x4x16xf32>
    %52 = stablehlo.dot_general %51, %45, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x16x4x16xf32>, tensor<1x16x4x16xf32>) -> tensor<1x4x16x16xf32>
    %53 = stablehlo.broadcast_in_dim %17, dims = [0, 2, 3] : (tensor<1x16x16xi32>) -> tensor<1x1x16x16xi32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %54 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<1x1x16x16xi32>
    %55 = stablehlo.compare GT, %53, %54, SIGNED : (tensor<1x1x16x16xi32>, tensor<1x1x16x16xi32>) -> tensor<1x1x16x16xi1>
    %cst_7 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %56 = call @_where_1(%55, %52, %cst_7) : (tensor<1x1x16x16xi1>, tensor<1x4x16x16xf32>, tensor<f32>) -> tensor<1x4x16x16xf32>
    %cst_8 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %57 = stablehlo.reduce(%56 init: %cst_8) applies stablehlo.maximum across dimensions = [3] : (tensor<1x4x16x16xf32>, tensor<f32>) -> tensor<1x4x16xf32>
    %cst_9 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %58 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<1x4x16xf32>
    %59 = stablehlo.maximum %58, %57 : tensor<1x4x16xf32>
    %60 = stablehlo.broadcast_in_dim %59, dims = [0, 1, 2] : (tensor<1x4x16xf32>) -> tensor<1x4x16x1xf32>
    %61 = stablehlo.broadcast_in_dim %60, dims = [0, 1, 2, 3] : (tensor<1x4x16x1xf32>) -> tensor<1x4x16x16xf32>
    %62 = stablehlo.subtract %56, %61 : tensor<1x4x16x16xf32>
    %63 = stablehlo.exponential %62 : tensor<1x4x16x16xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %64 = stablehlo.reduce(%63 init: %cst_10) applies stablehlo.add across dimensions = [3] : (tensor<1x4x16x16xf32>, tensor<f32>) -> tensor<1x4x16xf32>
    %65 = stablehlo.broadcast_in_dim %64, dims = [0, 1, 2] : (tensor<1x4x16xf32>) -> tensor<1x4x16x1xf32>
    %66 = stablehlo.broadcast_in_dim %65, dims = [0, 1, 2, 3] : (tensor<1x4x16x1xf32>) -> tensor<1x4x16x16xf32>
    %67 = stablehlo.divide %63, %66 : tensor<1x4x16x16xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %68 = call @_where_1(%55, %67, %cst_11) : (tensor<1x1x16x16xi1>, tensor<1x4x16x16xf32>, tensor<f32>) -> tensor<1x4x16x16xf32>
    %69 = stablehlo.dot_general %49, %68, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x16x4x16xf32>, tensor<1x4x16x16xf32>) -> tensor<1x4x16x16xf32>
    %70 = stablehlo.transpose %69, dims = [0, 3, 1, 2] : (tensor<1x4x16x16xf32>) -> tensor<1x16x4x16xf32>
    %71 = stablehlo.dot_general %70, %arg8, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x16x4x16xf32>, tensor<4x16x64xf32>) -> tensor<1x16x64xf32>
    %72 = stablehlo.broadcast_in_dim %arg9, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %73 = stablehlo.broadcast_in_dim %72, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
    %74 = stablehlo.add %71, %73 : tensor<1x16x64xf32>
    %75 = stablehlo.add %74, %3 : tensor<1x16x64xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %76 = stablehlo.reduce(%75 init: %cst_12) applies stablehlo.add across dimensions = [2] : (tensor<1x16x64xf32>, tensor<f32>) -> tensor<1x16xf32>
    %77 = stablehlo.broadcast_in_dim %76, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<1x16x1xf32>
    %cst_13 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %78 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<1x16x1xf32>
    %79 = stablehlo.divide %77, %78 : tensor<1x16x1xf32>
    %c_14 = stablehlo.constant dense<0> : tensor<i32>
    %80 = call @_var(%75, %c_14) : (tensor<1x16x64xf32>, tensor<i32>) -> tensor<1x16x1xf32>
    %81 = stablehlo.reshape %arg16 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %82 = stablehlo.reshape %arg17 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_15 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %83 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<1x16x1xf32>
    %84 = stablehlo.add %80, %83 : tensor<1x16x1xf32>
    %85 = stablehlo.rsqrt %84 : tensor<1x16x1xf32>
    %86 = stablehlo.broadcast_in_dim %85, dims = [0, 1, 2] : (tensor<1x16x1xf32>) -> tensor<1x16x64xf32>
    %87 = stablehlo.broadcast_in_dim %81, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
    %88 = stablehlo.multiply %86, %87 : tensor<1x16x64xf32>
    %89 = stablehlo.negate %79 : tensor<1x16x1xf32>
    %90 = stablehlo.broadcast_in_dim %89, dims = [0, 1, 2] : (tensor<1x16x1xf32>) -> tensor<1x16x64xf32>
    %91 = stablehlo.multiply %90, %88 : tensor<1x16x64xf32>
    %92 = stablehlo.broadcast_in_dim %82, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
    %93 = stablehlo.add %91, %92 : tensor<1x16x64xf32>
    %94 = stablehlo.multiply %75, %88 : tensor<1x16x64xf32>
    %95 = stablehlo.add %94, %93 : tensor<1x16x64xf32>
    %96 = stablehlo.dot_general %95, %arg12, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x16x64xf32>, tensor<64x128xf32>) -> tensor<1x16x128xf32>
    %97 = stablehlo.broadcast_in_dim %arg13, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %98 = stablehlo.broadcast_in_dim %97, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x16x128xf32>
    %99 = stablehlo.add %96, %98 : tensor<1x16x128xf32>
    %100 = stablehlo.multiply %99, %99 : tensor<1x16x128xf32>
    %101 = stablehlo.multiply %100, %99 : tensor<1x16x128xf32>
    %cst_16 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %102 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<1x16x128xf32>
    %103 = stablehlo.multiply %102, %101 : tensor<1x16x128xf32>
    %104 = stablehlo.add %99, %103 : tensor<1x16x128xf32>
    %cst_17 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %105 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<1x16x128xf32>
    %106 = stablehlo.multiply %105, %104 : tensor<1x16x128xf32>
    %107 = stablehlo.tanh %106 : tensor<1x16x128xf32>
    %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %108 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<1x16x128xf32>
    %109 = stablehlo.add %108, %107 : tensor<1x16x128xf32>
    %cst_19 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %110 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<1x16x128xf32>
    %111 = stablehlo.multiply %110, %109 : tensor<1x16x128xf32>
    %112 = stablehlo.multiply %99, %111 : tensor<1x16x128xf32>
    %113 = stablehlo.dot_general %112, %arg14, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x16x128xf32>, tensor<128x64xf32>) -> tensor<1x16x64xf32>
    %114 = stablehlo.broadcast_in_dim %arg15, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %115 = stablehlo.broadcast_in_dim %114, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
    %116 = stablehlo.add %113, %115 : tensor<1x16x64xf32>
    %117 = stablehlo.add %116, %75 : tensor<1x16x64xf32>
    %118 = stablehlo.broadcast_in_dim %arg36, dims = [0, 2] : (tensor<1x16xi32>) -> tensor<1x1x16xi32>
    %119 = stablehlo.iota dim = 0 : tensor<16xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %120 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %121 = stablehlo.add %119, %120 : tensor<16xf32>
    %122 = stablehlo.broadcast_in_dim %121, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %123 = stablehlo.iota dim = 0 : tensor<16xf32>
    %124 = stablehlo.broadcast_in_dim %123, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %125 = stablehlo.broadcast_in_dim %122, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x16xf32>
    %126 = stablehlo.broadcast_in_dim %124, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<16x16xf32>
    %127 = stablehlo.compare GE, %125, %126, FLOAT : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xi1>
    %128 = stablehlo.broadcast_in_dim %127, dims = [1, 2] : (tensor<16x16xi1>) -> tensor<1x16x16xi1>
    %129 = stablehlo.convert %128 : (tensor<1x16x16xi1>) -> tensor<1x16x16xi32>
    %130 = stablehlo.broadcast_in_dim %118, dims = [0, 1, 2] : (tensor<1x1x16xi32>) -> tensor<1x16x16xi32>
    %131 = stablehlo.minimum %130, %129 : tensor<1x16x16xi32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %132 = stablehlo.reduce(%117 init: %cst_21) applies stablehlo.add across dimensions = [2] : (tensor<1x16x64xf32>, tensor<f32>) -> tensor<1x16xf32>
    %133 = stablehlo.broadcast_in_dim %132, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<1x16x1xf32>
    %cst_22 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %134 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<1x16x1xf32>
    %135 = stablehlo.divide %133, %134 : tensor<1x16x1xf32>
    %c_23 = stablehlo.constant dense<0> : tensor<i32>
    %136 = call @_var(%117, %c_23) : (tensor<1x16x64xf32>, tensor<i32>) -> tensor<1x16x1xf32>
    %137 = stablehlo.reshape %arg26 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %138 = stablehlo.reshape %arg27 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_24 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %139 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<1x16x1xf32>
    %140 = stablehlo.add %136, %139 : tensor<1x16x1xf32>
    %141 = stablehlo.rsqrt %140 : tensor<1x16x1xf32>
    %142 = stablehlo.broadcast_in_dim %141, dims = [0, 1, 2] : (tensor<1x16x1xf32>) -> tensor<1x16x64xf32>
    %143 = stablehlo.broadcast_in_dim %137, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
    %144 = stablehlo.multiply %142, %143 : tensor<1x16x64xf32>
    %145 = stablehlo.negate %135 : tensor<1x16x1xf32>
    %146 = stablehlo.broadcast_in_dim %145, dims = [0, 1, 2] : (tensor<1x16x1xf32>) -> tensor<1x16x64xf32>
    %147 = stablehlo.multiply %146, %144 : tensor<1x16x64xf32>
    %148 = stablehlo.broadcast_in_dim %138, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
    %149 = stablehlo.add %147, %148 : tensor<1x16x64xf32>
    %150 = stablehlo.multiply %117, %144 : tensor<1x16x64xf32>
    %151 = stablehlo.add %150, %149 : tensor<1x16x64xf32>
    %152 = stablehlo.dot_general %151, %arg18, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x16x64xf32>, tensor<64x4x16xf32>) -> tensor<1x16x4x16xf32>
    %153 = stablehlo.broadcast_in_dim %arg19, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %154 = stablehlo.broadcast_in_dim %153, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<1x16x4x16xf32>
    %155 = stablehlo.add %152, %154 : tensor<1x16x4x16xf32>
    %156 = stablehlo.dot_general %151, %arg20, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x16x64xf32>, tensor<64x4x16xf32>) -> tensor<1x16x4x16xf32>
    %157 = stablehlo.broadcast_in_dim %arg21, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %158 = stablehlo.broadcast_in_dim %157, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<1x16x4x16xf32>
    %159 = stablehlo.add %156, %158 : tensor<1x16x4x16xf32>
    %160 = stablehlo.dot_general %151, %arg22, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x16x64xf32>, tensor<64x4x16xf32>) -> tensor<1x16x4x16xf32>
    %161 = stablehlo.broadcast_in_dim %arg23, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %162 = stablehlo.broadcast_in_dim %161, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<1x16x4x16xf32>
    %163 = stablehlo.add %160, %162 : tensor<1x16x4x16xf32>
    %cst_25 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %164 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<1x16x4x16xf32>
    %165 = stablehlo.multiply %155, %164 : tensor<1x16x4x16xf32>
    %166 = stablehlo.dot_general %165, %159, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x16x4x16xf32>, tensor<1x16x4x16xf32>) -> tensor<1x4x16x16xf32>
    %167 = stablehlo.broadcast_in_dim %131, dims = [0, 2, 3] : (tensor<1x16x16xi32>) -> tensor<1x1x16x16xi32>
    %c_26 = stablehlo.constant dense<0> : tensor<i32>
    %168 = stablehlo.broadcast_in_dim %c_26, dims = [] : (tensor<i32>) -> tensor<1x1x16x16xi32>
    %169 = stablehlo.compare GT, %167, %168, SIGNED : (tensor<1x1x16x16xi32>, tensor<1x1x16x16xi32>) -> tensor<1x1x16x16xi1>
    %cst_27 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %170 = call @_where_1(%169, %166, %cst_27) : (tensor<1x1x16x16xi1>, tensor<1x4x16x16xf32>, tensor<f32>) -> tensor<1x4x16x16xf32>
    %cst_28 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %171 = stablehlo.reduce(%170 init: %cst_28) applies stablehlo.maximum across dimensions = [3] : (tensor<1x4x16x16xf32>, tensor<f32>) -> tensor<1x4x16xf32>
    %cst_29 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %172 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<1x4x16xf32>
    %173 = stablehlo.maximum %172, %171 : tensor<1x4x16xf32>
    %174 = stablehlo.broadcast_in_dim %173, dims = [0, 1, 2] : (tensor<1x4x16xf32>) -> tensor<1x4x16x1xf32>
    %175 = stablehlo.broadcast_in_dim %174, dims = [0, 1, 2, 3] : (tensor<1x4x16x1xf32>) -> tensor<1x4x16x16xf32>
    %176 = stablehlo.subtract %170, %175 : tensor<1x4x16x16xf32>
    %177 = stablehlo.exponential %176 : tensor<1x4x16x16xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %178 = stablehlo.reduce(%177 init: %cst_30) applies stablehlo.add across dimensions = [3] : (tensor<1x4x16x16xf32>, tensor<f32>) -> tensor<1x4x16xf32>
    %179 = stablehlo.broadcast_in_dim %178, dims = [0, 1, 2] : (tensor<1x4x16xf32>) -> tensor<1x4x16x1xf32>
    %180 = stablehlo.broadcast_in_dim %179, dims = [0, 1, 2, 3] : (tensor<1x4x16x1xf32>) -> tensor<1x4x16x16xf32>
    %181 = stablehlo.divide %177, %180 : tensor<1x4x16x16xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %182 = call @_where_1(%169, %181, %cst_31) : (tensor<1x1x16x16xi1>, tensor<1x4x16x16xf32>, tensor<f32>) -> tensor<1x4x16x16xf32>
    %183 = stablehlo.dot_general %163, %182, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x16x4x16xf32>, tensor<1x4x16x16xf32>) -> tensor<1x4x16x16xf32>
    %184 = stablehlo.transpose %183, dims = [0, 3, 1, 2] : (tensor<1x4x16x16xf32>) -> tensor<1x16x4x16xf32>
    %185 = stablehlo.dot_general %184, %arg24, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x16x4x16xf32>, tensor<4x16x64xf32>) -> tensor<1x16x64xf32>
    %186 = stablehlo.broadcast_in_dim %arg25, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %187 = stablehlo.broadcast_in_dim %186, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
    %188 = stablehlo.add %185, %187 : tensor<1x16x64xf32>
    %189 = stablehlo.add %188, %117 : tensor<1x16x64xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %190 = stablehlo.reduce(%189 init: %cst_32) applies stablehlo.add across dimensions = [2] : (tensor<1x16x64xf32>, tensor<f32>) -> tensor<1x16xf32>
    %191 = stablehlo.broadcast_in_dim %190, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<1x16x1xf32>
    %cst_33 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %192 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<1x16x1xf32>
    %193 = stablehlo.divide %191, %192 : tensor<1x16x1xf32>
    %c_34 = stablehlo.constant dense<0> : tensor<i32>
    %194 = call @_var(%189, %c_34) : (tensor<1x16x64xf32>, tensor<i32>) -> tensor<1x16x1xf32>
    %195 = stablehlo.reshape %arg32 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %196 = stablehlo.reshape %arg33 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_35 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %197 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<1x16x1xf32>
    %198 = stablehlo.add %194, %197 : tensor<1x16x1xf32>
    %199 = stablehlo.rsqrt %198 : tensor<1x16x1xf32>
    %200 = stablehlo.broadcast_in_dim %199, dims = [0, 1, 2] : (tensor<1x16x1xf32>) -> tensor<1x16x64xf32>
    %201 = stablehlo.broadcast_in_dim %195, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
    %202 = stablehlo.multiply %200, %201 : tensor<1x16x64xf32>
    %203 = stablehlo.negate %193 : tensor<1x16x1xf32>
    %204 = stablehlo.broadcast_in_dim %203, dims = [0, 1, 2] : (tensor<1x16x1xf32>) -> tensor<1x16x64xf32>
    %205 = stablehlo.multiply %204, %202 : tensor<1x16x64xf32>
    %206 = stablehlo.broadcast_in_dim %196, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
    %207 = stablehlo.add %205, %206 : tensor<1x16x64xf32>
    %208 = stablehlo.multiply %189, %202 : tensor<1x16x64xf32>
    %209 = stablehlo.add %208, %207 : tensor<1x16x64xf32>
    %210 = stablehlo.dot_general %209, %arg28, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x16x64xf32>, tensor<64x128xf32>) -> tensor<1x16x128xf32>
    %211 = stablehlo.broadcast_in_dim %arg29, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %212 = stablehlo.broadcast_in_dim %211, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x16x128xf32>
    %213 = stablehlo.add %210, %212 : tensor<1x16x128xf32>
    %214 = stablehlo.multiply %213, %213 : tensor<1x16x128xf32>
    %215 = stablehlo.multiply %214, %213 : tensor<1x16x128xf32>
    %cst_36 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %216 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<1x16x128xf32>
    %217 = stablehlo.multiply %216, %215 : tensor<1x16x128xf32>
    %218 = stablehlo.add %213, %217 : tensor<1x16x128xf32>
    %cst_37 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %219 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<1x16x128xf32>
    %220 = stablehlo.multiply %219, %218 : tensor<1x16x128xf32>
    %221 = stablehlo.tanh %220 : tensor<1x16x128xf32>
    %cst_38 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %222 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<1x16x128xf32>
    %223 = stablehlo.add %222, %221 : tensor<1x16x128xf32>
    %cst_39 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %224 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<1x16x128xf32>
    %225 = stablehlo.multiply %224, %223 : tensor<1x16x128xf32>
    %226 = stablehlo.multiply %213, %225 : tensor<1x16x128xf32>
    %227 = stablehlo.dot_general %226, %arg30, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x16x128xf32>, tensor<128x64xf32>) -> tensor<1x16x64xf32>
    %228 = stablehlo.broadcast_in_dim %arg31, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %229 = stablehlo.broadcast_in_dim %228, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
    %230 = stablehlo.add %227, %229 : tensor<1x16x64xf32>
    %231 = stablehlo.add %230, %189 : tensor<1x16x64xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %232 = stablehlo.reduce(%231 init: %cst_40) applies stablehlo.add across dimensions = [2] : (tensor<1x16x64xf32>, tensor<f32>) -> tensor<1x16xf32>
    %233 = stablehlo.broadcast_in_dim %232, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<1x16x1xf32>
    %cst_41 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %234 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<1x16x1xf32>
    %235 = stablehlo.divide %233, %234 : tensor<1x16x1xf32>
    %c_42 = stablehlo.constant dense<0> : tensor<i32>
    %236 = call @_var(%231, %c_42) : (tensor<1x16x64xf32>, tensor<i32>) -> tensor<1x16x1xf32>
    %237 = stablehlo.reshape %arg34 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %238 = stablehlo.reshape %arg35 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_43 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %239 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<1x16x1xf32>
    %240 = stablehlo.add %236, %239 : tensor<1x16x1xf32>
    %241 = stablehlo.rsqrt %240 : tensor<1x16x1xf32>
    %242 = stablehlo.broadcast_in_dim %241, dims = [0, 1, 2] : (tensor<1x16x1xf32>) -> tensor<1x16x64xf32>
    %243 = stablehlo.broadcast_in_dim %237, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
    %244 = stablehlo.multiply %242, %243 : tensor<1x16x64xf32>
    %245 = stablehlo.negate %235 : tensor<1x16x1xf32>
    %246 = stablehlo.broadcast_in_dim %245, dims = [0, 1, 2] : (tensor<1x16x1xf32>) -> tensor<1x16x64xf32>
    %247 = stablehlo.multiply %246, %244 : tensor<1x16x64xf32>
    %248 = stablehlo.broadcast_in_dim %238, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
    %249 = stablehlo.add %247, %248 : tensor<1x16x64xf32>
    %250 = stablehlo.multiply %231, %244 : tensor<1x16x64xf32>
    %251 = stablehlo.add %250, %249 : tensor<1x16x64xf32>
    return %251 : tensor<1x16x64xf32>
  }
  func.func private @_take(%arg0: tensor<512x64xf32>, %arg1: tensor<1x16xi32>) -> tensor<1x16x64xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1x16xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<1x16xi32>, tensor<1x16xi32>) -> tensor<1x16xi1>
    %c_0 = stablehlo.constant dense<512> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1x16xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<1x16xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<1x16xi1>, tensor<1x16xi32>, tensor<1x16xi32>) -> tensor<1x16xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<1x16xi32>) -> tensor<1x16x1xi32>
    %c_1 = stablehlo.constant dense<511> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1x16x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<1x16x1xi32>, tensor<1x16x1xi32>) -> tensor<1x16x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<1x16x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<1x16x1xi32>, tensor<1x16x1xi32>) -> tensor<1x16x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<1x16x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<1x16x1xi1>, tensor<i1>) -> tensor<1x16xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 64>}> : (tensor<512x64xf32>, tensor<1x16x1xi32>) -> tensor<1x16x64xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<1x16xi1>) -> tensor<1x16x64xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x16x64xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<1x16x64xi1>, tensor<1x16x64xf32>
    return %16 : tensor<1x16x64xf32>
  }
  func.func private @_where(%arg0: tensor<1x16xi1>, %arg1: tensor<1x16xi32>, %arg2: tensor<1x16xi32>) -> tensor<1x16xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<1x16xi1>, tensor<1x16xi32>
    return %0 : tensor<1x16xi32>
  }
  func.func private @_var(%arg0: tensor<1x16x64xf32>, %arg1: tensor<i32>) -> tensor<1x16x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<1x16x64xf32>, tensor<f32>) -> tensor<1x16xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<1x16x1xf32>
    %cst_0 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x16x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<1x16x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<1x16x1xf32>) -> tensor<1x16x64xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<1x16x64xf32>
    %6 = chlo.square %5 : tensor<1x16x64xf32> -> tensor<1x16x64xf32>
    %7 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %cst_1 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %8 = stablehlo.subtract %cst_1, %7 : tensor<f32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%6 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<1x16x64xf32>, tensor<f32>) -> tensor<1x16xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<1x16x1xf32>
    %11 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<1x16x1xf32>
    %12 = stablehlo.divide %10, %11 : tensor<1x16x1xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.compare GT, %8, %cst_3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = call @_where_0(%13, %12, %cst_4) : (tensor<i1>, tensor<1x16x1xf32>, tensor<f32>) -> tensor<1x16x1xf32>
    return %14 : tensor<1x16x1xf32>
  }
  func.func private @_where_0(%arg0: tensor<i1>, %arg1: tensor<1x16x1xf32>, %arg2: tensor<f32>) -> tensor<1x16x1xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1x16x1xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<1x16x1xf32>
    return %2 : tensor<1x16x1xf32>
  }
  func.func private @_where_1(%arg0: tensor<1x1x16x16xi1>, %arg1: tensor<1x4x16x16xf32>, %arg2: tensor<f32>) -> tensor<1x4x16x16xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2, 3] : (tensor<1x1x16x16xi1>) -> tensor<1x4x16x16xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1x4x16x16xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<1x4x16x16xi1>, tensor<1x4x16x16xf32>
    return %3 : tensor<1x4x16x16xf32>
  }
}
