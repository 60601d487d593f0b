#!/usr/bin/env python3
"""Time optax's AdamW update under jax.jit on the cpu: the baseline of
`hetc bench optimizer`.

    optax_step.py SIZES_JSON REPS

SIZES_JSON is a list of tensor sizes (elements). The step is
`optax.adamw(1e-3, b1=0.9, b2=0.999, eps=1e-8, weight_decay=0.01)`'s update
then `optax.apply_updates`, in float32, jitted with the parameters and the
state donated (updated in place, as hetc's optimizer stage does). Prints
one JSON line: {"median_ms", "best_ms"} over REPS timed calls after one
warm-up (compile) call.
"""
import functools
import json
import sys
import time

import numpy as np

try:
    import jax
    import optax
except ImportError as e:  # pragma: no cover
    sys.exit(f"optax_step.py: missing Python package ({e}); run: pip install jax optax numpy")


def main():
    sizes = json.loads(sys.argv[1])
    reps = int(sys.argv[2])
    rng = np.random.default_rng(0)
    params = {f"w{i}": jax.numpy.asarray(rng.standard_normal(n, dtype=np.float32)) for i, n in enumerate(sizes)}
    grads = {k: jax.numpy.asarray(rng.standard_normal(v.shape, dtype=np.float32) * 0.01) for k, v in params.items()}
    opt = optax.adamw(1e-3, b1=0.9, b2=0.999, eps=1e-8, weight_decay=0.01)
    state = opt.init(params)

    @functools.partial(jax.jit, donate_argnums=(0, 1))
    def step(p, s, g):
        u, s = opt.update(g, s, p)
        return optax.apply_updates(p, u), s

    params, state = step(params, state, grads)
    jax.block_until_ready(params)
    times = []
    for _ in range(reps):
        t = time.perf_counter()
        params, state = step(params, state, grads)
        jax.block_until_ready(params)
        times.append(time.perf_counter() - t)
    times.sort()
    print(json.dumps({"median_ms": times[len(times) // 2] * 1e3, "best_ms": times[0] * 1e3}))


if __name__ == "__main__":
    main()
