"""Benchmark pages' tables and the README's headline table, from bench/results/.

The pages' prose (method, how to reproduce) is written by hand in docs/benchmarks/*.md;
each table sits between `<!-- gen:NAME -->` markers there and is generated here.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from docgen import replace_blocks
from docgen.results import (
    COMPRESSION,
    LATENCY,
    LearnRun,
    learn_runs,
    load,
    ms,
    pct,
)

LATENCY_MODES = {
    "envoy": "Envoy alone",
    "passthrough": "pass-through route (ext_proc off)",
    "anonymous": "no user (anonymous)",
    "skipped": "memory skipped by the decision",
    "injected": "memory injected (question asked before)",
    "fresh": "memory injected, every question new",
    "many_users": "memory injected, a different user each time",
}
STORE_MODES = {
    "dense": "dense",
    "keyword": "keyword (BM25)",
    "hybrid-rrf": "hybrid, RRF",
    "hybrid-w0.7-no-prior": "hybrid, weighted 0.7, no length prior",
    "hybrid-w0.7": "**hybrid, weighted 0.7 + length prior (default)**",
}


def _table(header: list[str], rows: list[list[str]]) -> str:
    lines = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    lines.extend("| " + " | ".join(row) + " |" for row in rows)
    return "\n".join(lines) + "\n"


# latency ----------------------------------------------------------------------------


def latency_result(root: Path, name: str) -> dict[str, Any]:
    result: dict[str, Any] = load(root, name)["results"][0]
    return result


def latency_table(root: Path) -> str:
    out = []
    for label, name in LATENCY.items():
        data = load(root, name)
        result = data["results"][0]
        modes = result["concurrency"]["1"]
        rows = [
            [
                text,
                ms(modes[key]["p50_ms"], 2),
                ms(modes[key]["p99_ms"], 2),
                "-" if key == "envoy" else f"{modes[key]['added_p50_ms']:+.2f}",
                "-" if key == "envoy" else f"{modes[key]['added_p99_ms']:+.2f}",
                ms(modes[key]["sidecar_cpu_ms_per_req"], 2),
                _within(modes[key].get("memory")),
            ]
            for key, text in LATENCY_MODES.items()
            if key in modes
        ]
        users = result.get("users")
        out.append(
            f"**{label}** ({result['memories']:,} memories, {users:,} users, c=1; "
            f"`bench/results/{name}`, {data.get('date', '')[:10]})\n"
        )
        out.append(
            _table(
                [
                    "path",
                    "p50 ms",
                    "p99 ms",
                    "added p50",
                    "added p99",
                    "sidecar CPU ms/req",
                    "memories within the deadline",
                ],
                rows,
            )
        )
        out.append(_deadline_line(result["outcomes_by_concurrency"]["1"]))
    return "\n".join(out)


def _within(memory: dict[str, float] | None) -> str:
    """Of a path's requests that searched, those served all their memories within the
    deadline ("-": the path does not search, or the run predates this count)."""
    if not memory:
        return "-"
    return f"{memory['within_deadline']:,.0f} of {memory['searched']:,.0f}"


def _deadline_line(outcomes: dict[str, float]) -> str:
    """How many searched requests went on without memories (their memory step past the
    deadline)."""
    failed = sum(v for k, v in outcomes.items() if k.endswith("/memory_failed"))
    searched = failed + sum(
        v for k, v in outcomes.items() if k.endswith(("/injected", "/no_memories"))
    )
    return (
        f"Requests that searched: {searched:,.0f}; served without memories, the memory "
        f"step past the deadline: {failed:,.0f} ({100 * failed / max(1, searched):.1f}%).\n"
    )


# retrieval ---------------------------------------------------------------------------


def retrieval_table(root: Path) -> str:
    sets: list[dict[str, Any]] = []
    for name in ("eval-modes.json", "eval-modes-realtalk.json"):
        sets.extend(load(root, name)["sets"])
    header = ["set (users, memories, questions)", *STORE_MODES.values()]
    rows = []
    for s in sets:
        modes = s["modes"]
        cells = [
            "-"
            if key not in modes
            else f"{modes[key]['r@5'] * 100:.1f} / {modes[key]['r@10'] * 100:.1f}"
            for key in STORE_MODES
        ]
        rows.append([f"{s['set']} ({s['users']}, {s['memories']:,}, {s['questions']})", *cells])
    return _table(header, rows)


def adapter_table(root: Path) -> str:
    data = load(root, "eval-adapter.json")
    keys = ["dense", "rrf", "weighted 0.7, no length prior", "weighted 0.7"]
    rows = [
        [name, *(f"{modes[k]:.1f}" for k in keys)]
        for name, modes in data.items()
        if "alone" not in name
    ]
    return _table(["set", "dense", "hybrid, RRF", "weighted 0.7, no prior", "**default**"], rows)


def admin_table(root: Path) -> str:
    rows = []
    for name in (
        "eval-admin.json",
        "eval-admin-realtalk.json",
        "eval-admin-realtalk-plain.json",
    ):
        data = load(root, name)
        adapted = "adapted" if data.get("query_adapter") else "plain"
        for set_name, s in data["sets"].items():
            rows.append(
                [set_name, adapted, str(s["questions"]), f"{s['r5']:.1f}", f"{s['r10']:.1f}"]
            )
    return _table(["set", "questions", "asked", "R@5", "R@10"], rows)


# learning ----------------------------------------------------------------------------

MODEL_NAMES = {
    "1.5b": "Qwen2.5-Coder-1.5B Q4_K_M",
    "0.5b": "Qwen2.5-Coder-0.5B Q4_K_M",
    "none": "none (verbatim turns)",
}


def learning_by_model(root: Path) -> dict[str, dict[str, dict[str, Any]]]:
    """model -> set -> overall: a multi-set run (learn-<model>-sets.json) first, a single
    set's own file (learn-<model>-<set>.json, written later) over it."""
    by_model: dict[str, dict[str, dict[str, Any]]] = {}
    runs: list[LearnRun] = learn_runs(root)
    for path in sorted((root / "bench/results").glob("learn-*-sets.json")):
        model = path.name.removeprefix("learn-").removesuffix("-sets.json")
        multi = load(root, path.name)["sets"]
        by_model.setdefault(model, {}).update({k: v["overall"] for k, v in multi.items()})
    for run in runs:
        if "overall" in run.data:
            by_model.setdefault(run.model, {})[run.set] = run.data["overall"]
    order = {"1.5b": 0, "0.5b": 1, "none": 9}
    return {
        m: dict(sorted(by_model[m].items()))
        for m in sorted(by_model, key=lambda m: (order.get(m, 5), m))
    }


def _learn_sums(sets: dict[str, dict[str, Any]]) -> dict[str, float]:
    questions = sum(o["questions"] for o in sets.values())
    answered = sum(round(o["answer_injected"] * o["questions"]) for o in sets.values())
    facts = sum(o["facts"] for o in sets.values())
    learned = sum(round(o["learned"] * o["facts"]) for o in sets.values())
    memories = sum(o.get("memories", 0) for o in sets.values())
    invented = sum(round(o.get("invented", 0) * o.get("memories", 0)) for o in sets.values())
    stale = sum(o.get("stale_injections", 0) for o in sets.values())
    return {
        "questions": questions,
        "answered": answered,
        "facts": facts,
        "learned": learned,
        "memories": memories,
        "invented": invented,
        "stale": stale,
        "sets": len(sets),
    }


def learning_summary_table(root: Path) -> str:
    rows = []
    for model, sets in learning_by_model(root).items():
        t = _learn_sums(sets)
        rows.append(
            [
                MODEL_NAMES.get(model, model),
                f"{t['sets']}",
                f"{t['learned']} of {t['facts']}",
                f"{t['answered']} of {t['questions']}",
                f"{t['invented']} of {t['memories']}",
                f"{t['stale']}",
            ]
        )
    header = [
        "extraction model",
        "sets",
        "facts learned",
        "answer injected",
        "invented",
        "stale injections",
    ]
    return _table(header, rows)


def learning_sets_table(root: Path) -> str:
    rows = []
    for model, sets in learning_by_model(root).items():
        for set_name, o in sets.items():
            rows.append(
                [
                    model,
                    set_name,
                    f"{o['facts']}",
                    pct(o["learned"]),
                    pct(o["answer_injected"]),
                    pct(o.get("superseded_correctly")),
                    pct(o.get("invented")),
                    f"{o.get('stale_injections', 0)}",
                ]
            )
    header = [
        "model",
        "set",
        "facts",
        "learned",
        "answer injected",
        "superseded",
        "invented",
        "stale",
    ]
    return _table(header, rows)


HELD_OUT = {
    "o": "English",
    "p": "Spanish",
    "q": "German",
    "r": "French",
    "s": "English",
    "t": "Spanish",
    "u": "German",
    "v": "French",
    "w": "Italian",
    "x": "Portuguese",
    "y": "Russian",
    "z": "Chinese",
    "aa": "English",
    "ab": "Dutch",
    "ac": "English",
    "ad": "German",
    "ae": "English",
    "af": "Spanish",
    "ag": "English",
    "ah": "French",
    "ai": "English",
    "aj": "Italian",
    "ak": "English",
    "al": "Chinese",
    "am": "English",
    "an": "English",
    "ao": "Portuguese",
    "ap": "English",
    "aq": "Spanish",
    "ar": "English",
    "as": "German",
    "at": "English",
    "au": "Spanish",
    "av": "English",
    "aw": "English",
    "ax": "German",
    "ay": "French",
    "az": "English",
    "ba": "English",
    "bb": "Spanish",
    "bc": "English",
    "bd": "Italian",
    "be": "English",
    "bf": "French",
    "bg": "English",
    "bh": "Spanish",
    "bi": "German",
    "bj": "English",
    "bk": "English",
    "bl": "Italian",
    "bm": "English",
    "bn": "Portuguese",
    "bo": "English",
    "bp": "Spanish",
    "bq": "English",
    "br": "Italian",
}
"""The held-out sets: written and committed before the learner code they measure."""


def held_out_languages(root: Path) -> str:
    """ "10 held-out sets (2 in English, ..., 1 in Italian)": the sets with a first run (a
    set written and not yet run counts for nothing) and their languages."""
    count: dict[str, int] = {}
    runs = held_out(root)
    ran = [name for name in HELD_OUT if runs[name]["first"] is not None]
    for name in ran:
        count[HELD_OUT[name]] = count.get(HELD_OUT[name], 0) + 1
    each = ", ".join(f"{n} in {language}" for language, n in count.items())
    return f"{len(ran)} held-out sets ({each})"


def held_out(root: Path) -> dict[str, dict[str, dict[str, Any] | None]]:
    """set -> {"first": overall of its first run, "latest": overall of its latest run}
    (learn-1.5b-<set>-first.json, learn-1.5b-<set>.json; None where there is none)."""
    out: dict[str, dict[str, dict[str, Any] | None]] = {}
    for name in HELD_OUT:
        runs: dict[str, dict[str, Any] | None] = {}
        for kind, file in (
            ("first", f"learn-1.5b-{name}-first.json"),
            ("latest", f"learn-1.5b-{name}.json"),
        ):
            path = root / "bench/results" / file
            runs[kind] = load(root, file)["overall"] if path.exists() else None
        out[name] = runs
    return out


def _held_out_cells(o: dict[str, Any] | None) -> list[str]:
    if o is None:
        return ["-"] * 5
    answered = round(o["answer_injected"] * o["questions"])
    invented = round(o.get("invented", 0) * o.get("memories", 0))
    return [
        f"{answered} of {o['questions']}",
        f"{invented} of {o.get('memories', 0)}",
        f"{o.get('stale_injections', 0)}",
        f"{o.get('memories_per_fact', '-')}",
        f"{o.get('learning_s_per_session', '-')}",
    ]


def held_out_table(root: Path) -> str:
    rows = []
    for name, runs in held_out(root).items():
        for kind in ("first", "latest"):
            label = "first run" if kind == "first" else "after fixes"
            rows.append([name, HELD_OUT[name], label, *_held_out_cells(runs[kind])])
    header = [
        "set",
        "language",
        "run",
        "answer injected",
        "invented",
        "stale",
        "memories per fact",
        "learning s per session",
    ]
    return _table(header, rows)


def held_out_sums(root: Path, kind: str) -> dict[str, int]:
    answered = questions = invented = memories = stale = 0
    for runs in held_out(root).values():
        o = runs[kind]
        if o is None:
            continue
        questions += o["questions"]
        answered += round(o["answer_injected"] * o["questions"])
        memories += o.get("memories", 0)
        invented += round(o.get("invented", 0) * o.get("memories", 0))
        stale += o.get("stale_injections", 0)
    return {
        "questions": questions,
        "answered": answered,
        "memories": memories,
        "invented": invented,
        "stale": stale,
    }


# compression, throughput, streaming, embedder, costs, soak ---------------------------


def compression_table(root: Path) -> str:
    rows = []
    for name in COMPRESSION:
        d = load(root, name)
        s = d["summary"]
        rows.append(
            [
                f"{d['turns']} turns, {d['model']}",
                f"{s['full']['right']} of {s['full']['asked']}",
                f"{s['compressed']['right']} of {s['compressed']['asked']}",
                f"{s['full']['prompt_tokens_mean']:,.0f} → "
                f"{s['compressed']['prompt_tokens_mean']:,.0f}",
                pct(s["prompt_token_reduction"]),
                ms(s["compress_step_ms_median"]),
            ]
        )
    header = [
        "session, model",
        "right, full history",
        "right, compressed",
        "prompt tokens (mean)",
        "saved",
        "compress step ms (median)",
    ]
    return _table(header, rows)


def throughput_table(root: Path) -> str:
    d = load(root, "throughput.json")
    rows = []
    for procs, run in d["by_processes"].items():
        for mode in ("envoy", "passthrough", "anonymous", "skipped", "injected"):
            m = run["modes"].get(mode)
            if m:
                rows.append(
                    [
                        procs,
                        LATENCY_MODES.get(mode, mode),
                        f"{m['rps']:,.0f}",
                        ms(m["p50_ms"]),
                        ms(m["p99_ms"]),
                    ]
                )
    return _table(["sidecar processes", "path", "req/s", "p50 ms", "p99 ms"], rows)


def stream_table(root: Path) -> str:
    d = load(root, "stream-server.json")
    rows = []
    for api, modes in d["results"].items():
        for mode, m in modes.items():
            rows.append(
                [api, mode, ms(m["ttft_p50_ms"]), ms(m["ttft_p99_ms"]), ms(m["total_p50_ms"])]
            )
    return _table(["API", "path", "first token p50 ms", "p99 ms", "whole stream p50 ms"], rows)


def embedder_table(root: Path) -> str:
    d = load(root, "embedder.json")
    rows = [[name, ms(r["p50_ms"], 2), ms(r["p99_ms"], 2)] for name, r in d["results"].items()]
    note = (
        f"\nCosine to the fp32 ONNX vector: sentence-transformers "
        f"{d['cosine_onnx_vs_st']:.4f}, int8 {d['cosine_onnx_vs_int8']:.4f}.\n"
    )
    return _table(["backend", "p50 ms", "p99 ms"], rows) + note


def costs_table(root: Path) -> str:
    p = load(root, "profile-cost.json")
    c = load(root, "context-cost.json")
    rows = [
        [
            "profile, served from the store's cache",
            f"x{p['ratio_p50']['profile']:.2f}",
            f"+{p['extra_tokens_approx']:.0f} tokens a request",
        ],
        ["profile, read from Milvus each time", f"x{p['ratio_p50']['profile_uncached']:.2f}", ""],
        [
            "context records on (against off)",
            f"x{c['median_p50_ratio']:.2f}",
            f"p90 x{c['median_p90_ratio']:.2f}",
        ],
    ]
    return _table(["what", "memory step p50, ratio", "note"], rows)


def lite_writes_table(root: Path) -> str:
    d = load(root, "lite-writes.json")
    rows = []
    for mode, run in d["modes"].items():
        for point in run["points"]:
            rows.append(
                [
                    mode.replace("_", " "),
                    f"{point['writes']:,}",
                    ms(point["search"]["p50_ms"]),
                    pct(point["injected_rate"]),
                ]
            )
    return _table(
        [
            "store",
            "single writes so far",
            "search p50 ms",
            f"injected within {d['deadline_ms']:.0f} ms",
        ],
        rows,
    )


def soak_table(root: Path) -> str:
    d = load(root, "soak.json")
    ch = d["checks"]
    rows = [
        [
            "client requests answered",
            f"{ch['requests']['by_outcome'].get('ok', 0):,} of "
            f"{sum(ch['requests']['by_outcome'].values()):,}",
        ],
        ["sidecar process", "one PID throughout" if ch["sidecar"]["same_pid"] else "restarted"],
        [
            "jobs accepted / learned / skipped on garbage / dead-lettered / unaccounted",
            f"{ch['jobs']['accepted']:,} / {ch['jobs']['done']:,} / "
            f"{ch['jobs']['invalid_output']:,} / {ch['jobs']['dead']} / "
            f"{ch['jobs']['unaccounted']}",
        ],
        [
            "notes said / stored / lost",
            f"{ch['facts']['said']:,} / {ch['facts']['stored']:,} / {ch['facts']['lost']}",
        ],
        [
            "sidecar RSS after warm-up / max / end (MiB)",
            f"{ch['rss']['warmup_mib']} / {ch['rss']['max_mib']} / {ch['rss']['end_mib']}",
        ],
        ["all checks", "passed" if d["ok"] else "FAILED"],
    ]
    return _table(["check", "result"], rows)


# the README's headline table ----------------------------------------------------------


def headline_table(root: Path) -> str:
    first = held_out_sums(root, "first")
    # the shipped adapter is trained on Chit-Chat alone, so REALTALK is fully held out
    adapter = load(root, "eval-adapter.json")["realtalk-speaker, Chit-Chat's adapter alone"]
    big = latency_result(root, LATENCY["1M memories, Milvus server"])["concurrency"]["1"]
    rows = [
        [
            "[Learning](docs/benchmarks/learning.md): questions whose answer was injected in a "
            f"later session, {held_out_languages(root)}, first run (1.5B extraction model on a "
            "CPU)",
            f"{first['answered']} of {first['questions']}, {first['invented']} of "
            f"{first['memories']} memories invented, {first['stale']} stale injections",
        ],
        [
            "[Retrieval](docs/benchmarks/retrieval.md): recall@10 on REALTALK (real "
            "conversations, never trained on)",
            f"{adapter['weighted 0.7']:.1f} (dense alone {adapter['dense']:.1f})",
        ],
        [
            "[Latency](docs/benchmarks/latency.md): added by memory, 1M memories, "
            "Milvus server, p50 / p99",
            f"+{big['injected']['added_p50_ms']:.1f} / +{big['injected']['added_p99_ms']:.1f} ms; "
            f"a new question +{big['fresh']['added_p50_ms']:.1f} / "
            f"+{big['fresh']['added_p99_ms']:.1f} ms; a user's first request in the process "
            f"+{big['many_users']['added_p50_ms']:.1f} / "
            f"+{big['many_users']['added_p99_ms']:.1f} ms",
        ],
    ]
    return _table(["what", "measured"], rows)


BLOCKS: dict[str, dict[str, Callable[[Path], str]]] = {
    "docs/benchmarks/latency.md": {"latency": latency_table},
    "docs/benchmarks/retrieval.md": {
        "store": retrieval_table,
        "adapter": adapter_table,
        "admin": admin_table,
    },
    "docs/benchmarks/learning.md": {
        "heldout": held_out_table,
        "summary": learning_summary_table,
        "sets": learning_sets_table,
    },
    "docs/benchmarks/compression.md": {"compression": compression_table},
    "docs/benchmarks/throughput.md": {"throughput": throughput_table, "stream": stream_table},
    "docs/benchmarks/costs.md": {
        "embedder": embedder_table,
        "costs": costs_table,
        "lite": lite_writes_table,
    },
    "docs/benchmarks/soak.md": {"soak": soak_table},
    "docs/index.md": {"headline": lambda root: headline_table(root).replace("docs/", "")},
}


def pages(root: Path) -> dict[Path, str]:
    """Each hand-written benchmark page with its generated tables filled in."""
    out = {}
    for page, blocks in BLOCKS.items():
        text = (root / page).read_text(encoding="utf-8")
        out[Path(page)] = replace_blocks(text, {name: fn(root) for name, fn in blocks.items()})
    return out
