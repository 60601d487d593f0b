#!/usr/bin/env python3
"""Export Keras 3 models (JAX backend) to StableHLO text for the hetc corpus.

The model code here is not ours: every network is built by
`keras.applications` (or keras_hub, when installed) exactly as its authors
wrote it, with random weights (`weights=None`, nothing is downloaded). We only
pick a small input and lower the stateless forward pass.

Usage (from the repository root; the venv of make_stablehlo.py plus keras):

    python3 -m venv /tmp/jaxvenv
    /tmp/jaxvenv/bin/pip install jax==0.10.2 jaxlib==0.10.2 numpy==2.4.6 keras==3.15.1
    # optional transformers; keras-hub's own requirements pull in TensorFlow
    # (via tensorflow-text), so install it without them:
    /tmp/jaxvenv/bin/pip install --no-deps keras-hub==0.32.0
    /tmp/jaxvenv/bin/pip install regex tokenizers==0.23.3
    KERAS_BACKEND=jax /tmp/jaxvenv/bin/python examples/models/make_keras_corpus.py [NAME ...]

(the versions are the ones the committed files were made with; the script
prints the ones it runs with.)

Writes examples/models/stablehlo/corpus/keras_<name>.mlir, one per model:
`jax.jit(f).lower(trainable, non_trainable, x).as_text()` where
`f(trainable, non_trainable, x) = model.stateless_call(trainable,
non_trainable, x, training=False)[0]`. The weights are function arguments
(lists of arrays, flattened by jax), so the text carries no weights; the
script checks that no large `dense<...>` literal slipped in.
"""

import os
import re
import sys

os.environ.setdefault("KERAS_BACKEND", "jax")

import jax  # noqa: E402
import keras  # noqa: E402
import numpy as np  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
CORPUS = os.path.join(HERE, "stablehlo", "corpus")

# Largest `dense<...>` literal (in characters) allowed in an export: constants
# such as epsilons, padding values or normalisation means are fine, weights
# are not.
MAX_LITERAL = 4096


def app(ctor, size, **kw):
    def build():
        m = ctor(weights=None, input_shape=(size, size, 3), classes=10, **kw)
        return m, [np.zeros((1, size, size, 3), np.float32)]

    return build


APPS = keras.applications
MODELS = {
    # residual CNN (bottleneck blocks, batch norm)
    "resnet50": app(APPS.ResNet50, 32),
    # inverted residuals, depthwise convolutions, relu6
    "mobilenetv2": app(APPS.MobileNetV2, 32, alpha=0.35),
    # squeeze-and-excitation, swish, depthwise convolutions, rescaling
    "efficientnetb0": app(APPS.EfficientNetB0, 32),
    # dense connectivity (concatenations), average pooling
    "densenet121": app(APPS.DenseNet121, 32),
    # depthwise 7x7, layer norm, gelu, layer scale
    "convnext_tiny": app(APPS.ConvNeXtTiny, 32),
    # separable convolutions, residual blocks, max pooling with padding
    "xception": app(APPS.Xception, 71),
    # plain deep CNN
    "vgg16": app(APPS.VGG16, 32),
}


def keras_hub_models():
    """Tiny transformer backbones from keras_hub, if it is installed."""
    try:
        import keras_hub
    except Exception as e:  # noqa: BLE001
        print(f"keras_hub not available ({e.__class__.__name__}); skipping transformers")
        return {}

    def tokens(seq=16):
        return {
            "token_ids": np.ones((1, seq), np.int32),
            "padding_mask": np.ones((1, seq), np.int32),
        }

    def gpt2():
        m = keras_hub.models.GPT2Backbone(
            vocabulary_size=512, num_layers=2, num_heads=4, hidden_dim=64,
            intermediate_dim=128, max_sequence_length=32)
        return m, [tokens()]

    def bert():
        m = keras_hub.models.BertBackbone(
            vocabulary_size=512, num_layers=2, num_heads=4, hidden_dim=64,
            intermediate_dim=128, max_sequence_length=32)
        x = tokens()
        x["segment_ids"] = np.zeros((1, 16), np.int32)
        return m, [x]

    def llama():
        m = keras_hub.models.LlamaBackbone(
            vocabulary_size=512, num_layers=2, num_query_heads=4,
            num_key_value_heads=2, hidden_dim=64, intermediate_dim=128)
        return m, [tokens()]

    return {"kh_gpt2": gpt2, "kh_bert": bert, "kh_llama": llama}


def lower(model, inputs):
    tv = [v.value for v in model.trainable_variables]
    ntv = [v.value for v in model.non_trainable_variables]

    def f(tv, ntv, *xs):
        out, _ = model.stateless_call(tv, ntv, *xs, training=False)
        return out

    return jax.jit(f).lower(tv, ntv, *inputs).as_text()


def main():
    print(
        f"python {sys.version.split()[0]}, jax {jax.__version__}, "
        f"keras {keras.__version__} (backend {keras.backend.backend()}), numpy {np.__version__}"
    )
    assert keras.backend.backend() == "jax", "set KERAS_BACKEND=jax"
    os.makedirs(CORPUS, exist_ok=True)
    models = dict(MODELS)
    models.update(keras_hub_models())
    only = set(sys.argv[1:])
    for name, build in models.items():
        if only and name not in only:
            continue
        keras.utils.set_random_seed(0)
        model, inputs = build()
        text = lower(model, inputs)
        lits = [len(m) for m in re.findall(r"dense<[^>]*>", text)]
        biggest = max(lits, default=0)
        assert biggest <= MAX_LITERAL, f"{name}: a {biggest}-char dense literal (weights?)"
        path = os.path.join(CORPUS, f"keras_{name}.mlir")
        with open(path, "w") as f:
            f.write(text)
        print(
            f"{path}: {len(text)} bytes, {model.count_params()} params, "
            f"{len(model.trainable_variables)}+{len(model.non_trainable_variables)} variables"
        )


if __name__ == "__main__":
    main()
