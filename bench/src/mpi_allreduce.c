/* OpenMPI's MPI_Allreduce, timed the way `hetc bench transport` times
 * hetc's ring: in-place f32 sum of BYTES per rank, best of REPS runs, each
 * run's time the slowest rank's (buffers refilled and ranks aligned by a
 * barrier outside the timing). Prints "<best seconds> <1 if the sum is
 * right>" on rank 0. Built and run by bench/src/mpi.rs. */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
    MPI_Init(&argc, &argv);
    int rank, n;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &n);
    size_t bytes = argc > 1 ? strtoull(argv[1], 0, 10) : ((size_t)64 << 20);
    int reps = argc > 2 ? atoi(argv[2]) : 5;
    size_t len = bytes / 4;
    float *a = malloc(len * sizeof(float));
    if (!a) {
        fprintf(stderr, "out of memory\n");
        MPI_Abort(MPI_COMM_WORLD, 2);
    }
    double best = 1e30;
    for (int r = 0; r < reps; r++) {
        for (size_t i = 0; i < len; i++)
            a[i] = 1.0f + (float)rank;
        MPI_Barrier(MPI_COMM_WORLD);
        double t = MPI_Wtime();
        MPI_Allreduce(MPI_IN_PLACE, a, (int)len, MPI_FLOAT, MPI_SUM, MPI_COMM_WORLD);
        double el = MPI_Wtime() - t, slowest;
        MPI_Allreduce(&el, &slowest, 1, MPI_DOUBLE, MPI_MAX, MPI_COMM_WORLD);
        if (slowest < best)
            best = slowest;
    }
    /* Σ (1 + rank) = n (n + 1) / 2, exact in f32 for small n. */
    float want = (float)(n * (n + 1)) / 2.0f;
    int ok = a[0] == want && a[len / 2] == want && a[len - 1] == want;
    if (rank == 0)
        printf("%.9f %d\n", best, ok);
    free(a);
    MPI_Finalize();
    return 0;
}
