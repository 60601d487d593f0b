module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<512x64xf32>, %arg1: tensor<64x4x16xf32>, %arg2: tensor<64x2x16xf32>, %arg3: tensor<64x2x16xf32>, %arg4: tensor<4x16x64xf32>, %arg5: tensor<64xf32>, %arg6: tensor<64x128xf32>, %arg7: tensor<64x128xf32>, %arg8: tensor<128x64xf32>, %arg9: tensor<64xf32>, %arg10: tensor<64x4x16xf32>, %arg11: tensor<64x2x16xf32>, %arg12: tensor<64x2x16xf32>, %arg13: tensor<4x16x64xf32>, %arg14: tensor<64xf32>, %arg15: tensor<64x128xf32>, %arg16: tensor<64x128xf32>, %arg17: tensor<128x64xf32>, %arg18: tensor<64xf32>, %arg19: tensor<64xf32>, %arg20: tensor<1x16xi32>, %arg21: tensor<1x16xi32>) -> (tensor<1x16x64xf32> {jax.result_info = "result"}) {
    %0 = call @_take(%arg0, %arg21) : (tensor<512x64xf32>, tensor<1x16xi32>) -> tensor<1x16x64xf32>
    %1 = stablehlo.broadcast_in_dim %arg20, dims = [0, 2] : (tensor<1x16xi32>) -> tensor<1x1x16xi32>
    %2 = stablehlo.iota dim = 0 : tensor<16xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %4 = stablehlo.add %2, %3 : tensor<16xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %6 = stablehlo.iota dim = 0 : tensor<16xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %8 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x16xf32>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<16x16xf32>
    %10 = stablehlo.compare GE, %8, %9, FLOAT : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xi1>
    %11 = stablehlo.broadcast_in_dim %10, dims = [1, 2] : (tensor<16x16xi1>) -> tensor<1x16x16xi1>
    %12 = stablehlo.convert %11 : (tensor<1x16x16xi1>) -> tensor<1x16x16xi32>
    %13 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2] : (tensor<1x1x16xi32>) -> tensor<1x16x16xi32>
    %14 = stablehlo.minimum %13, %12 : tensor<1x16x16xi32>
    %c = stablehlo.constant dense<2> : tensor<i32>
    %15 = stablehlo.convert %c : (tensor<i32>) -> tensor<f32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<f32>) -> tensor<1x16x64xf32>
    %17 = stablehlo.power %0, %16 : tensor<1x16x64xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %18 = stablehlo.reduce(%17 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<1x16x64xf32>, tensor<f32>) -> tensor<1x16xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<1x16x1xf32>
    %cst_1 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<1x16x1xf32>
    %21 = stablehlo.divide %19, %20 : tensor<1x16x1xf32>
    %cst_2 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<1x16x1xf32>
    %23 = stablehlo.add %21, %22 : tensor<1x16x1xf32>
    %24 = stablehlo.rsqrt %23 : tensor<1x16x1xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [0, 1, 2] : (tensor<1x16x1xf32>) -> tensor<1x16x64xf32>
    %26 = stablehlo.multiply %0, %25 : tensor<1x16x64xf32>
    %27 = stablehlo.broadcast_in_dim %arg5, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
    %29 = stablehlo.multiply %26, %28 : tensor<1x16x64xf32>
    %30 = stablehlo.dot_general %29, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x16x64xf32>, tensor<64x4x16xf32>) -> tensor<1x16x4x16xf32>
    %31 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst_3 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %33 = stablehlo.multiply %32, %31 : tensor<8xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %35 = stablehlo.add %34, %33 : tensor<8xf32>
    %cst_5 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %37 = stablehlo.divide %35, %36 : tensor<8xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %39 = stablehlo.power %38, %37 : tensor<8xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %41 = stablehlo.divide %40, %39 : tensor<8xf32>
    %42 = stablehlo.iota dim = 0 : tensor<16xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %44 = stablehlo.add %42, %43 : tensor<16xf32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %46 = stablehlo.dot_general %45, %41, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<1x16xf32>, tensor<8xf32>) -> tensor<1x16x8xf32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [0, 1, 3] : (tensor<1x16x8xf32>) -> tensor<1x16x1x8xf32>
    %48 = stablehlo.broadcast_in_dim %46, dims = [0, 1, 3] : (tensor<1x16x8xf32>) -> tensor<1x16x1x8xf32>
    %49 = stablehlo.concatenate %47, %48, dim = 2 : (tensor<1x16x1x8xf32>, tensor<1x16x1x8xf32>) -> tensor<1x16x2x8xf32>
    %50 = stablehlo.reshape %49 : (tensor<1x16x2x8xf32>) -> tensor<1x16x16xf32>
    %51 = stablehlo.broadcast_in_dim %50, dims = [0, 1, 3] : (tensor<1x16x16xf32>) -> tensor<1x16x1x16xf32>
    %52 = stablehlo.cosine %51 : tensor<1x16x1x16xf32>
    %53 = stablehlo.sine %51 : tensor<1x16x1x16xf32>
    %54 = stablehlo.slice %30 [0:1, 0:16, 0:4, 0:8] : (tensor<1x16x4x16xf32>) -> tensor<1x16x4x8xf32>
    %55 = stablehlo.slice %30 [0:1, 0:16, 0:4, 8:16] : (tensor<1x16x4x16xf32>) -> tensor<1x16x4x8xf32>
    %56 = stablehlo.negate %55 : tensor<1x16x4x8xf32>
    %57 = stablehlo.broadcast_in_dim %56, dims = [0, 1, 2, 4] : (tensor<1x16x4x8xf32>) -> tensor<1x16x4x1x8xf32>
    %58 = stablehlo.broadcast_in_dim %54, dims = [0, 1, 2, 4] : (tensor<1x16x4x8xf32>) -> tensor<1x16x4x1x8xf32>
    %59 = stablehlo.concatenate %57, %58, dim = 3 : (tensor<1x16x4x1x8xf32>, tensor<1x16x4x1x8xf32>) -> tensor<1x16x4x2x8xf32>
    %60 = stablehlo.reshape %59 : (tensor<1x16x4x2x8xf32>) -> tensor<1x16x4x16xf32>
    %61 = stablehlo.broadcast_in_dim %52, dims = [0, 1, 2, 3] : (tensor<1x16x1x16xf32>) -> tensor<1x16x4x16xf32>
    %62 = stablehlo.multiply %30, %61 : tensor<1x16x4x16xf32>
    %63 = stablehlo.broadcast_in_dim %53, dims = [0, 1, 2, 3] : (tensor<1x16x1x16xf32>) -> tensor<1x16x4x16xf32>
    %64 = stablehlo.multiply %60, %63 : tensor<1x16x4x16xf32>
    %65 = stablehlo.add %62, %64 : tensor<1x16x4x16xf32>
    %66 = stablehlo.dot_general %29, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x16x64xf32>, tensor<64x2x16xf32>) -> tensor<1x16x2x16xf32>
    %67 = stablehlo.dot_general %29, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x16x64xf32>, tensor<64x2x16xf32>) -> tensor<1x16x2x16xf32>
    %68 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst_9 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %69 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %70 = stablehlo.multiply %69, %68 : tensor<8xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %71 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %72 = stablehlo.add %71, %70 : tensor<8xf32>
    %cst_11 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %73 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %74 = stablehlo.divide %72, %73 : tensor<8xf32>
    %cst_12 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %75 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %76 = stablehlo.power %75, %74 : tensor<8xf32>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %77 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %78 = stablehlo.divide %77, %76 : tensor<8xf32>
    %79 = stablehlo.iota dim = 0 : tensor<16xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %80 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %81 = stablehlo.add %79, %80 : tensor<16xf32>
    %82 = stablehlo.broadcast_in_dim %81, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %83 = stablehlo.dot_general %82, %78, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<1x16xf32>, tensor<8xf32>) -> tensor<1x16x8xf32>
    %84 = stablehlo.broadcast_in_dim %83, dims = [0, 1, 3] : (tensor<1x16x8xf32>) -> tensor<1x16x1x8xf32>
    %85 = stablehlo.broadcast_in_dim %83, dims = [0, 1, 3] : (tensor<1x16x8xf32>) -> tensor<1x16x1x8xf32>
    %86 = stablehlo.concatenate %84, %85, dim = 2 : (tensor<1x16x1x8xf32>, tensor<1x16x1x8xf32>) -> tensor<1x16x2x8xf32>
    %87 = stablehlo.reshape %86 : (tensor<1x16x2x8xf32>) -> tensor<1x16x16xf32>
    %88 = stablehlo.broadcast_in_dim %87, dims = [0, 1, 3] : (tensor<1x16x16xf32>) -> tensor<1x16x1x16xf32>
    %89 = stablehlo.cosine %88 : tensor<1x16x1x16xf32>
    %90 = stablehlo.sine %88 : tensor<1x16x1x16xf32>
    %91 = stablehlo.slice %66 [0:1, 0:16, 0:2, 0:8] : (tensor<1x16x2x16xf32>) -> tensor<1x16x2x8xf32>
    %92 = stablehlo.slice %66 [0:1, 0:16, 0:2, 8:16] : (tensor<1x16x2x16xf32>) -> tensor<1x16x2x8xf32>
    %93 = stablehlo.negate %92 : tensor<1x16x2x8xf32>
    %94 = stablehlo.broadcast_in_dim %93, dims = [0, 1, 2, 4] : (tensor<1x16x2x8xf32>) -> tensor<1x16x2x1x8xf32>
    %95 = stablehlo.broadcast_in_dim %91, dims = [0, 1, 2, 4] : (tensor<1x16x2x8xf32>) -> tensor<1x16x2x1x8xf32>
    %96 = stablehlo.concatenate %94, %95, dim = 3 : (tensor<1x16x2x1x8xf32>, tensor<1x16x2x1x8xf32>) -> tensor<1x16x2x2x8xf32>
    %97 = stablehlo.reshape %96 : (tensor<1x16x2x2x8xf32>) -> tensor<1x16x2x16xf32>
    %98 = stablehlo.broadcast_in_dim %89, dims = [0, 1, 2, 3] : (tensor<1x16x1x16xf32>) -> tensor<1x16x2x16xf32>
    %99 = stablehlo.multiply %66, %98 : tensor<1x16x2x16xf32>
    %100 = stablehlo.broadcast_in_dim %90, dims = [0, 1, 2, 3] : (tensor<1x16x1x16xf32>) -> tensor<1x16x2x16xf32>
    %101 = stablehlo.multiply %97, %100 : tensor<1x16x2x16xf32>
    %102 = stablehlo.add %99, %101 : tensor<1x16x2x16xf32>
    %103 = stablehlo.broadcast_in_dim %102, dims = [0, 1, 2, 4] : (tensor<1x16x2x16xf32>) -> tensor<1x16x2x2x16xf32>
    %104 = stablehlo.reshape %103 : (tensor<1x16x2x2x16xf32>) -> tensor<1x16x4x16xf32>
    %105 = stablehlo.broadcast_in_dim %67, dims = [0, 1, 2, 4] : (tensor<1x16x2x16xf32>) -> tensor<1x16x2x2x16xf32>
    %106 = stablehlo.reshape %105 : (tensor<1x16x2x2x16xf32>) -> tensor<1x16x4x16xf32>
    %107 = stablehlo.broadcast_in_dim %14, dims = [0, 2, 3] : (tensor<1x16x16xi32>) -> tensor<1x1x16x16xi32>
    %c_15 = stablehlo.constant dense<0> : tensor<i32>
    %108 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<1x1x16x16xi32>
    %109 = stablehlo.compare NE, %107, %108, SIGNED : (tensor<1x1x16x16xi32>, tensor<1x1x16x16xi32>) -> tensor<1x1x16x16xi1>
    %110 = stablehlo.convert %109 : tensor<1x1x16x16xi1>
    %111 = stablehlo.reshape %65 : (tensor<1x16x4x16xf32>) -> tensor<1x16x4x1x16xf32>
    %112 = stablehlo.broadcast_in_dim %110, dims = [0, 1, 3, 4] : (tensor<1x1x16x16xi1>) -> tensor<1x1x1x16x16xi1>
    %113 = stablehlo.dot_general %111, %104, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x16x4x1x16xf32>, tensor<1x16x4x16xf32>) -> tensor<1x4x16x1x16xf32>
    %cst_16 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %114 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<1x4x16x1x16xf32>
    %115 = stablehlo.multiply %113, %114 : tensor<1x4x16x1x16xf32>
    %c_17 = stablehlo.constant dense<true> : tensor<i1>
    %116 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<i1>) -> tensor<1x4x16x16xi1>
    %117 = stablehlo.broadcast_in_dim %116, dims = [1, 2, 3, 4] : (tensor<1x4x16x16xi1>) -> tensor<1x1x4x16x16xi1>
    %118 = stablehlo.transpose %112, dims = [2, 0, 1, 3, 4] : (tensor<1x1x1x16x16xi1>) -> tensor<1x1x1x16x16xi1>
    %119 = stablehlo.broadcast_in_dim %118, dims = [0, 1, 2, 3, 4] : (tensor<1x1x1x16x16xi1>) -> tensor<1x1x4x16x16xi1>
    %120 = stablehlo.and %117, %119 : tensor<1x1x4x16x16xi1>
    %cst_18 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %121 = call @_where_0(%120, %115, %cst_18) : (tensor<1x1x4x16x16xi1>, tensor<1x4x16x1x16xf32>, tensor<f32>) -> tensor<1x1x4x16x16xf32>
    %cst_19 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %122 = stablehlo.reduce(%121 init: %cst_19) applies stablehlo.maximum across dimensions = [4] : (tensor<1x1x4x16x16xf32>, tensor<f32>) -> tensor<1x1x4x16xf32>
    %cst_20 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %123 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<1x1x4x16xf32>
    %124 = stablehlo.maximum %123, %122 : tensor<1x1x4x16xf32>
    %125 = stablehlo.broadcast_in_dim %124, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<1x1x4x16x1xf32>
    %126 = stablehlo.broadcast_in_dim %125, dims = [0, 1, 2, 3, 4] : (tensor<1x1x4x16x1xf32>) -> tensor<1x1x4x16x16xf32>
    %127 = stablehlo.subtract %121, %126 : tensor<1x1x4x16x16xf32>
    %128 = stablehlo.exponential %127 : tensor<1x1x4x16x16xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %129 = stablehlo.reduce(%128 init: %cst_21) applies stablehlo.add across dimensions = [4] : (tensor<1x1x4x16x16xf32>, tensor<f32>) -> tensor<1x1x4x16xf32>
    %130 = stablehlo.broadcast_in_dim %129, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<1x1x4x16x1xf32>
    %131 = stablehlo.broadcast_in_dim %130, dims = [0, 1, 2, 3, 4] : (tensor<1x1x4x16x1xf32>) -> tensor<1x1x4x16x16xf32>
    %132 = stablehlo.divide %128, %131 : tensor<1x1x4x16x16xf32>
    %133 = stablehlo.dot_general %106, %132, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<1x16x4x16xf32>, tensor<1x1x4x16x16xf32>) -> tensor<1x4x16x1x16xf32>
    %134 = stablehlo.transpose %133, dims = [3, 0, 4, 1, 2] : (tensor<1x4x16x1x16xf32>) -> tensor<1x1x16x4x16xf32>
    %135 = stablehlo.transpose %134, dims = [1, 2, 3, 0, 4] : (tensor<1x1x16x4x16xf32>) -> tensor<1x16x4x1x16xf32>
    %136 = stablehlo.reshape %135 : (tensor<1x16x4x1x16xf32>) -> tensor<1x16x4x16xf32>
    %137 = stablehlo.dot_general %136, %arg4, contracting_dims = [3, 2] x [1, 0], precision = [DEFAULT, DEFAULT] : (tensor<1x16x4x16xf32>, tensor<4x16x64xf32>) -> tensor<1x16x64xf32>
    %138 = stablehlo.add %137, %0 : tensor<1x16x64xf32>
    %c_22 = stablehlo.constant dense<2> : tensor<i32>
    %139 = stablehlo.convert %c_22 : (tensor<i32>) -> tensor<f32>
    %140 = stablehlo.broadcast_in_dim %139, dims = [] : (tensor<f32>) -> tensor<1x16x64xf32>
    %141 = stablehlo.power %138, %140 : tensor<1x16x64xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %142 = stablehlo.reduce(%141 init: %cst_23) applies stablehlo.add across dimensions = [2] : (tensor<1x16x64xf32>, tensor<f32>) -> tensor<1x16xf32>
    %143 = stablehlo.broadcast_in_dim %142, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<1x16x1xf32>
    %cst_24 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %144 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<1x16x1xf32>
    %145 = stablehlo.divide %143, %144 : tensor<1x16x1xf32>
    %cst_25 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %146 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<1x16x1xf32>
    %147 = stablehlo.add %145, %146 : tensor<1x16x1xf32>
    %148 = stablehlo.rsqrt %147 : tensor<1x16x1xf32>
    %149 = stablehlo.broadcast_in_dim %148, dims = [0, 1, 2] : (tensor<1x16x1xf32>) -> tensor<1x16x64xf32>
    %150 = stablehlo.multiply %138, %149 : tensor<1x16x64xf32>
    %151 = stablehlo.broadcast_in_dim %arg9, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %152 = stablehlo.broadcast_in_dim %151, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
    %153 = stablehlo.multiply %150, %152 : tensor<1x16x64xf32>
    %154 = stablehlo.dot_general %153, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x16x64xf32>, tensor<64x128xf32>) -> tensor<1x16x128xf32>
    %155 = call @silu(%154) : (tensor<1x16x128xf32>) -> tensor<1x16x128xf32>
    %156 = stablehlo.dot_general %153, %arg6, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x16x64xf32>, tensor<64x128xf32>) -> tensor<1x16x128xf32>
    %157 = stablehlo.multiply %156, %155 : tensor<1x16x128xf32>
    %158 = stablehlo.dot_general %157, %arg8, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x16x128xf32>, tensor<128x64xf32>) -> tensor<1x16x64xf32>
    %159 = stablehlo.add %158, %138 : tensor<1x16x64xf32>
    %160 = stablehlo.broadcast_in_dim %arg20, dims = [0, 2] : (tensor<1x16xi32>) -> tensor<1x1x16xi32>
    %161 = stablehlo.iota dim = 0 : tensor<16xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %162 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %163 = stablehlo.add %161, %162 : tensor<16xf32>
    %164 = stablehlo.broadcast_in_dim %163, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %165 = stablehlo.iota dim = 0 : tensor<16xf32>
    %166 = stablehlo.broadcast_in_dim %165, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %167 = stablehlo.broadcast_in_dim %164, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x16xf32>
    %168 = stablehlo.broadcast_in_dim %166, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<16x16xf32>
    %169 = stablehlo.compare GE, %167, %168, FLOAT : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xi1>
    %170 = stablehlo.broadcast_in_dim %169, dims = [1, 2] : (tensor<16x16xi1>) -> tensor<1x16x16xi1>
    %171 = stablehlo.convert %170 : (tensor<1x16x16xi1>) -> tensor<1x16x16xi32>
    %172 = stablehlo.broadcast_in_dim %160, dims = [0, 1, 2] : (tensor<1x1x16xi32>) -> tensor<1x16x16xi32>
    %173 = stablehlo.minimum %172, %171 : tensor<1x16x16xi32>
    %c_27 = stablehlo.constant dense<2> : tensor<i32>
    %174 = stablehlo.convert %c_27 : (tensor<i32>) -> tensor<f32>
    %175 = stablehlo.broadcast_in_dim %174, dims = [] : (tensor<f32>) -> tensor<1x16x64xf32>
    %176 = stablehlo.power %159, %175 : tensor<1x16x64xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %177 = stablehlo.reduce(%176 init: %cst_28) applies stablehlo.add across dimensions = [2] : (tensor<1x16x64xf32>, tensor<f32>) -> tensor<1x16xf32>
    %178 = stablehlo.broadcast_in_dim %177, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<1x16x1xf32>
    %cst_29 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %179 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<1x16x1xf32>
    %180 = stablehlo.divide %178, %179 : tensor<1x16x1xf32>
    %cst_30 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %181 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<1x16x1xf32>
    %182 = stablehlo.add %180, %181 : tensor<1x16x1xf32>
    %183 = stablehlo.rsqrt %182 : tensor<1x16x1xf32>
    %184 = stablehlo.broadcast_in_dim %183, dims = [0, 1, 2] : (tensor<1x16x1xf32>) -> tensor<1x16x64xf32>
    %185 = stablehlo.multiply %159, %184 : tensor<1x16x64xf32>
    %186 = stablehlo.broadcast_in_dim %arg14, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %187 = stablehlo.broadcast_in_dim %186, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
    %188 = stablehlo.multiply %185, %187 : tensor<1x16x64xf32>
    %189 = stablehlo.dot_general %188, %arg10, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x16x64xf32>, tensor<64x4x16xf32>) -> tensor<1x16x4x16xf32>
    %190 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst_31 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %191 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %192 = stablehlo.multiply %191, %190 : tensor<8xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %193 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %194 = stablehlo.add %193, %192 : tensor<8xf32>
    %cst_33 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %195 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %196 = stablehlo.divide %194, %195 : tensor<8xf32>
    %cst_34 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %197 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %198 = stablehlo.power %197, %196 : tensor<8xf32>
    %cst_35 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %199 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %200 = stablehlo.divide %199, %198 : tensor<8xf32>
    %201 = stablehlo.iota dim = 0 : tensor<16xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %202 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %203 = stablehlo.add %201, %202 : tensor<16xf32>
    %204 = stablehlo.broadcast_in_dim %203, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %205 = stablehlo.dot_general %204, %200, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<1x16xf32>, tensor<8xf32>) -> tensor<1x16x8xf32>
    %206 = stablehlo.broadcast_in_dim %205, dims = [0, 1, 3] : (tensor<1x16x8xf32>) -> tensor<1x16x1x8xf32>
    %207 = stablehlo.broadcast_in_dim %205, dims = [0, 1, 3] : (tensor<1x16x8xf32>) -> tensor<1x16x1x8xf32>
    %208 = stablehlo.concatenate %206, %207, dim = 2 : (tensor<1x16x1x8xf32>, tensor<1x16x1x8xf32>) -> tensor<1x16x2x8xf32>
    %209 = stablehlo.reshape %208 : (tensor<1x16x2x8xf32>) -> tensor<1x16x16xf32>
    %210 = stablehlo.broadcast_in_dim %209, dims = [0, 1, 3] : (tensor<1x16x16xf32>) -> tensor<1x16x1x16xf32>
    %211 = stablehlo.cosine %210 : tensor<1x16x1x16xf32>
    %212 = stablehlo.sine %210 : tensor<1x16x1x16xf32>
    %213 = stablehlo.slice %189 [0:1, 0:16, 0:4, 0:8] : (tensor<1x16x4x16xf32>) -> tensor<1x16x4x8xf32>
    %214 = stablehlo.slice %189 [0:1, 0:16, 0:4, 8:16] : (tensor<1x16x4x16xf32>) -> tensor<1x16x4x8xf32>
    %215 = stablehlo.negate %214 : tensor<1x16x4x8xf32>
    %216 = stablehlo.broadcast_in_dim %215, dims = [0, 1, 2, 4] : (tensor<1x16x4x8xf32>) -> tensor<1x16x4x1x8xf32>
    %217 = stablehlo.broadcast_in_dim %213, dims = [0, 1, 2, 4] : (tensor<1x16x4x8xf32>) -> tensor<1x16x4x1x8xf32>
    %218 = stablehlo.concatenate %216, %217, dim = 3 : (tensor<1x16x4x1x8xf32>, tensor<1x16x4x1x8xf32>) -> tensor<1x16x4x2x8xf32>
    %219 = stablehlo.reshape %218 : (tensor<1x16x4x2x8xf32>) -> tensor<1x16x4x16xf32>
    %220 = stablehlo.broadcast_in_dim %211, dims = [0, 1, 2, 3] : (tensor<1x16x1x16xf32>) -> tensor<1x16x4x16xf32>
    %221 = stablehlo.multiply %189, %220 : tensor<1x16x4x16xf32>
    %222 = stablehlo.broadcast_in_dim %212, dims = [0, 1, 2, 3] : (tensor<1x16x1x16xf32>) -> tensor<1x16x4x16xf32>
    %223 = stablehlo.multiply %219, %222 : tensor<1x16x4x16xf32>
    %224 = stablehlo.add %221, %223 : tensor<1x16x4x16xf32>
    %225 = stablehlo.dot_general %188, %arg11, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x16x64xf32>, tensor<64x2x16xf32>) -> tensor<1x16x2x16xf32>
    %226 = stablehlo.dot_general %188, %arg12, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x16x64xf32>, tensor<64x2x16xf32>) -> tensor<1x16x2x16xf32>
    %227 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst_37 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %228 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %229 = stablehlo.multiply %228, %227 : tensor<8xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %230 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %231 = stablehlo.add %230, %229 : tensor<8xf32>
    %cst_39 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %232 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %233 = stablehlo.divide %231, %232 : tensor<8xf32>
    %cst_40 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %234 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %235 = stablehlo.power %234, %233 : tensor<8xf32>
    %cst_41 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %236 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %237 = stablehlo.divide %236, %235 : tensor<8xf32>
    %238 = stablehlo.iota dim = 0 : tensor<16xf32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %239 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %240 = stablehlo.add %238, %239 : tensor<16xf32>
    %241 = stablehlo.broadcast_in_dim %240, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %242 = stablehlo.dot_general %241, %237, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<1x16xf32>, tensor<8xf32>) -> tensor<1x16x8xf32>
    %243 = stablehlo.broadcast_in_dim %242, dims = [0, 1, 3] : (tensor<1x16x8xf32>) -> tensor<1x16x1x8xf32>
    %244 = stablehlo.broadcast_in_dim %242, dims = [0, 1, 3] : (tensor<1x16x8xf32>) -> tensor<1x16x1x8xf32>
    %245 = stablehlo.concatenate %243, %244, dim = 2 : (tensor<1x16x1x8xf32>, tensor<1x16x1x8xf32>) -> tensor<1x16x2x8xf32>
    %246 = stablehlo.reshape %245 : (tensor<1x16x2x8xf32>) -> tensor<1x16x16xf32>
    %247 = stablehlo.broadcast_in_dim %246, dims = [0, 1, 3] : (tensor<1x16x16xf32>) -> tensor<1x16x1x16xf32>
    %248 = stablehlo.cosine %247 : tensor<1x16x1x16xf32>
    %249 = stablehlo.sine %247 : tensor<1x16x1x16xf32>
    %250 = stablehlo.slice %225 [0:1, 0:16, 0:2, 0:8] : (tensor<1x16x2x16xf32>) -> tensor<1x16x2x8xf32>
    %251 = stablehlo.slice %225 [0:1, 0:16, 0:2, 8:16] : (tensor<1x16x2x16xf32>) -> tensor<1x16x2x8xf32>
    %252 = stablehlo.negate %251 : tensor<1x16x2x8xf32>
    %253 = stablehlo.broadcast_in_dim %252, dims = [0, 1, 2, 4] : (tensor<1x16x2x8xf32>) -> tensor<1x16x2x1x8xf32>
    %254 = stablehlo.broadcast_in_dim %250, dims = [0, 1, 2, 4] : (tensor<1x16x2x8xf32>) -> tensor<1x16x2x1x8xf32>
    %255 = stablehlo.concatenate %253, %254, dim = 3 : (tensor<1x16x2x1x8xf32>, tensor<1x16x2x1x8xf32>) -> tensor<1x16x2x2x8xf32>
    %256 = stablehlo.reshape %255 : (tensor<1x16x2x2x8xf32>) -> tensor<1x16x2x16xf32>
    %257 = stablehlo.broadcast_in_dim %248, dims = [0, 1, 2, 3] : (tensor<1x16x1x16xf32>) -> tensor<1x16x2x16xf32>
    %258 = stablehlo.multiply %225, %257 : tensor<1x16x2x16xf32>
    %259 = stablehlo.broadcast_in_dim %249, dims = [0, 1, 2, 3] : (tensor<1x16x1x16xf32>) -> tensor<1x16x2x16xf32>
    %260 = stablehlo.multiply %256, %259 : tensor<1x16x2x16xf32>
    %261 = stablehlo.add %258, %260 : tensor<1x16x2x16xf32>
    %262 = stablehlo.broadcast_in_dim %261, dims = [0, 1, 2, 4] : (tensor<1x16x2x16xf32>) -> tensor<1x16x2x2x16xf32>
    %263 = stablehlo.reshape %262 : (tensor<1x16x2x2x16xf32>) -> tensor<1x16x4x16xf32>
    %264 = stablehlo.broadcast_in_dim %226, dims = [0, 1, 2, 4] : (tensor<1x16x2x16xf32>) -> tensor<1x16x2x2x16xf32>
    %265 = stablehlo.reshape %264 : (tensor<1x16x2x2x16xf32>) -> tensor<1x16x4x16xf32>
    %266 = stablehlo.broadcast_in_dim %173, dims = [0, 2, 3] : (tensor<1x16x16xi32>) -> tensor<1x1x16x16xi32>
    %c_43 = stablehlo.constant dense<0> : tensor<i32>
    %267 = stablehlo.broadcast_in_dim %c_43, dims = [] : (tensor<i32>) -> tensor<1x1x16x16xi32>
    %268 = stablehlo.compare NE, %266, %267, SIGNED : (tensor<1x1x16x16xi32>, tensor<1x1x16x16xi32>) -> tensor<1x1x16x16xi1>
    %269 = stablehlo.convert %268 : tensor<1x1x16x16xi1>
    %270 = stablehlo.reshape %224 : (tensor<1x16x4x16xf32>) -> tensor<1x16x4x1x16xf32>
    %271 = stablehlo.broadcast_in_dim %269, dims = [0, 1, 3, 4] : (tensor<1x1x16x16xi1>) -> tensor<1x1x1x16x16xi1>
    %272 = stablehlo.dot_general %270, %263, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x16x4x1x16xf32>, tensor<1x16x4x16xf32>) -> tensor<1x4x16x1x16xf32>
    %cst_44 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %273 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<1x4x16x1x16xf32>
    %274 = stablehlo.multiply %272, %273 : tensor<1x4x16x1x16xf32>
    %c_45 = stablehlo.constant dense<true> : tensor<i1>
    %275 = stablehlo.broadcast_in_dim %c_45, dims = [] : (tensor<i1>) -> tensor<1x4x16x16xi1>
    %276 = stablehlo.broadcast_in_dim %275, dims = [1, 2, 3, 4] : (tensor<1x4x16x16xi1>) -> tensor<1x1x4x16x16xi1>
    %277 = stablehlo.transpose %271, dims = [2, 0, 1, 3, 4] : (tensor<1x1x1x16x16xi1>) -> tensor<1x1x1x16x16xi1>
    %278 = stablehlo.broadcast_in_dim %277, dims = [0, 1, 2, 3, 4] : (tensor<1x1x1x16x16xi1>) -> tensor<1x1x4x16x16xi1>
    %279 = stablehlo.and %276, %278 : tensor<1x1x4x16x16xi1>
    %cst_46 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %280 = call @_where_0(%279, %274, %cst_46) : (tensor<1x1x4x16x16xi1>, tensor<1x4x16x1x16xf32>, tensor<f32>) -> tensor<1x1x4x16x16xf32>
    %cst_47 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %281 = stablehlo.reduce(%280 init: %cst_47) applies stablehlo.maximum across dimensions = [4] : (tensor<1x1x4x16x16xf32>, tensor<f32>) -> tensor<1x1x4x16xf32>
    %cst_48 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %282 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<1x1x4x16xf32>
    %283 = stablehlo.maximum %282, %281 : tensor<1x1x4x16xf32>
    %284 = stablehlo.broadcast_in_dim %283, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<1x1x4x16x1xf32>
    %285 = stablehlo.broadcast_in_dim %284, dims = [0, 1, 2, 3, 4] : (tensor<1x1x4x16x1xf32>) -> tensor<1x1x4x16x16xf32>
    %286 = stablehlo.subtract %280, %285 : tensor<1x1x4x16x16xf32>
    %287 = stablehlo.exponential %286 : tensor<1x1x4x16x16xf32>
    %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %288 = stablehlo.reduce(%287 init: %cst_49) applies stablehlo.add across dimensions = [4] : (tensor<1x1x4x16x16xf32>, tensor<f32>) -> tensor<1x1x4x16xf32>
    %289 = stablehlo.broadcast_in_dim %288, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<1x1x4x16x1xf32>
    %290 = stablehlo.broadcast_in_dim %289, dims = [0, 1, 2, 3, 4] : (tensor<1x1x4x16x1xf32>) -> tensor<1x1x4x16x16xf32>
    %291 = stablehlo.divide %287, %290 : tensor<1x1x4x16x16xf32>
    %292 = stablehlo.dot_general %265, %291, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<1x16x4x16xf32>, tensor<1x1x4x16x16xf32>) -> tensor<1x4x16x1x16xf32>
    %293 = stablehlo.transpose %292, dims = [3, 0, 4, 1, 2] : (tensor<1x4x16x1x16xf32>) -> tensor<1x1x16x4x16xf32>
    %294 = stablehlo.transpose %293, dims = [1, 2, 3, 0, 4] : (tensor<1x1x16x4x16xf32>) -> tensor<1x16x4x1x16xf32>
    %295 = stablehlo.reshape %294 : (tensor<1x16x4x1x16xf32>) -> tensor<1x16x4x16xf32>
    %296 = stablehlo.dot_general %295, %arg13, contracting_dims = [3, 2] x [1, 0], precision = [DEFAULT, DEFAULT] : (tensor<1x16x4x16xf32>, tensor<4x16x64xf32>) -> tensor<1x16x64xf32>
    %297 = stablehlo.add %296, %159 : tensor<1x16x64xf32>
    %c_50 = stablehlo.constant dense<2> : tensor<i32>
    %298 = stablehlo.convert %c_50 : (tensor<i32>) -> tensor<f32>
    %299 = stablehlo.broadcast_in_dim %298, dims = [] : (tensor<f32>) -> tensor<1x16x64xf32>
    %300 = stablehlo.power %297, %299 : tensor<1x16x64xf32>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %301 = stablehlo.reduce(%300 init: %cst_51) applies stablehlo.add across dimensions = [2] : (tensor<1x16x64xf32>, tensor<f32>) -> tensor<1x16xf32>
    %302 = stablehlo.broadcast_in_dim %301, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<1x16x1xf32>
    %cst_52 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %303 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<1x16x1xf32>
    %304 = stablehlo.divide %302, %303 : tensor<1x16x1xf32>
    %cst_53 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %305 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<1x16x1xf32>
    %306 = stablehlo.add %304, %305 : tensor<1x16x1xf32>
    %307 = stablehlo.rsqrt %306 : tensor<1x16x1xf32>
    %308 = stablehlo.broadcast_in_dim %307, dims = [0, 1, 2] : (tensor<1x16x1xf32>) -> tensor<1x16x64xf32>
    %309 = stablehlo.multiply %297, %308 : tensor<1x16x64xf32>
    %310 = stablehlo.broadcast_in_dim %arg18, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %311 = stablehlo.broadcast_in_dim %310, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
    %312 = stablehlo.multiply %309, %311 : tensor<1x16x64xf32>
    %313 = stablehlo.dot_general %312, %arg16, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x16x64xf32>, tensor<64x128xf32>) -> tensor<1x16x128xf32>
    %314 = call @silu(%313) : (tensor<1x16x128xf32>) -> tensor<1x16x128xf32>
    %315 = stablehlo.dot_general %312, %arg15, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x16x64xf32>, tensor<64x128xf32>) -> tensor<1x16x128xf32>
    %316 = stablehlo.multiply %315, %314 : tensor<1x16x128xf32>
    %317 = stablehlo.dot_general %316, %arg17, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x16x128xf32>, tensor<128x64xf32>) -> tensor<1x16x64xf32>
    %318 = stablehlo.add %317, %297 : tensor<1x16x64xf32>
    %c_54 = stablehlo.constant dense<2> : tensor<i32>
    %319 = stablehlo.convert %c_54 : (tensor<i32>) -> tensor<f32>
    %320 = stablehlo.broadcast_in_dim %319, dims = [] : (tensor<f32>) -> tensor<1x16x64xf32>
    %321 = stablehlo.power %318, %320 : tensor<1x16x64xf32>
    %cst_55 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %322 = stablehlo.reduce(%321 init: %cst_55) applies stablehlo.add across dimensions = [2] : (tensor<1x16x64xf32>, tensor<f32>) -> tensor<1x16xf32>
    %323 = stablehlo.broadcast_in_dim %322, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<1x16x1xf32>
    %cst_56 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %324 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<1x16x1xf32>
    %325 = stablehlo.divide %323, %324 : tensor<1x16x1xf32>
    %cst_57 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %326 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<1x16x1xf32>
    %327 = stablehlo.add %325, %326 : tensor<1x16x1xf32>
    %328 = stablehlo.rsqrt %327 : tensor<1x16x1xf32>
    %329 = stablehlo.broadcast_in_dim %328, dims = [0, 1, 2] : (tensor<1x16x1xf32>) -> tensor<1x16x64xf32>
    %330 = stablehlo.multiply %318, %329 : tensor<1x16x64xf32>
    %331 = stablehlo.broadcast_in_dim %arg19, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %332 = stablehlo.broadcast_in_dim %331, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
    %333 = stablehlo.multiply %330, %332 : tensor<1x16x64xf32>
    return %333 : tensor<1x16x64xf32>
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
  func.func private @_where_0(%arg0: tensor<1x1x4x16x16xi1>, %arg1: tensor<1x4x16x1x16xf32>, %arg2: tensor<f32>) -> tensor<1x1x4x16x16xf32> {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<1x4x16x16xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [1, 2, 3, 4] : (tensor<1x4x16x16xf32>) -> tensor<1x1x4x16x16xf32>
    %2 = stablehlo.transpose %arg1, dims = [3, 0, 1, 2, 4] : (tensor<1x4x16x1x16xf32>) -> tensor<1x1x4x16x16xf32>
    %3 = stablehlo.select %arg0, %2, %1 : tensor<1x1x4x16x16xi1>, tensor<1x1x4x16x16xf32>
    return %3 : tensor<1x1x4x16x16xf32>
  }
  func.func private @silu(%arg0: tensor<1x16x128xf32>) -> tensor<1x16x128xf32> {
    %0 = stablehlo.negate %arg0 : tensor<1x16x128xf32>
    %1 = stablehlo.exponential %0 : tensor<1x16x128xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x16x128xf32>
    %3 = stablehlo.add %2, %1 : tensor<1x16x128xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x16x128xf32>
    %5 = stablehlo.divide %4, %3 : tensor<1x16x128xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<1x16x128xf32>
    return %6 : tensor<1x16x128xf32>
  }
}
