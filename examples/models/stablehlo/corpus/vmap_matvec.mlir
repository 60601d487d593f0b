module @jit_vmap_matvec attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5x3x4xf32>, %arg1: tensor<5x4xf32>) -> (tensor<5x3xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<5x3x4xf32>, tensor<5x4xf32>) -> tensor<5x3xf32>
    return %0 : tensor<5x3xf32>
  }
}
