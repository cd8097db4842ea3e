"""Command line: turns options into Settings and runs the app. Nothing else."""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import logging
import signal
import sys
from pathlib import Path

import httpx

from memproxy import commands, envoy_config, logs
from memproxy.commands import check
from memproxy.config import ENVOY_MESSAGE_TIMEOUT_S, Settings, load_settings_for_cli
from memproxy.localproc import stop_async_process, until_stopped
from memproxy.ports import PortInUse

log = logging.getLogger("memproxy")
ENVOY_READY_S = 30.0


def _stop_on_signal() -> asyncio.Event:
    """SIGINT/SIGTERM set the returned event: the caller drains and exits 0. Installed
    before start-up, so a SIGTERM that arrives while starting still stops cleanly."""
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        loop.add_signal_handler(sig, stop.set)
    return stop


class EnvoyFailed(RuntimeError):
    """Envoy under `memproxy run` exited, or never became ready: nothing can reach the
    sidecar through it, so `run` stops with exit code 1 rather than serve unreachable."""


async def _serve(settings: Settings, with_envoy: bool) -> int:
    from memproxy.app import App  # imported late: heavy dependencies

    stop = _stop_on_signal()
    app = App(settings)
    await app.start()
    envoy: asyncio.subprocess.Process | None = None
    try:
        if with_envoy:
            envoy = await _start_envoy(settings, app.extproc_port)
        code = await until_stopped(stop, envoy, "envoy")
        log.info("shutting down (grace %.1fs)", settings.server.grace_seconds)
        return code
    finally:
        if envoy is not None:
            await stop_async_process(envoy)
        await app.stop()


def _envoy_config_file(
    settings: Settings, extproc_port: int
) -> tuple[Path, envoy_config.EnvoyPorts]:
    home = Path(settings.home)
    home.mkdir(parents=True, exist_ok=True)
    ports = envoy_config.ports_from_url(
        settings.envoy.listen_port,
        settings.envoy.admin_port,
        extproc_port,
        settings.envoy.upstream_url,
        settings.server.self_service_port,
    )
    wait = settings.memory.ext_proc_wait_s
    timeout = wait if wait > ENVOY_MESSAGE_TIMEOUT_S else None  # else the file's own
    config = envoy_config.render(ports, message_timeout_s=timeout)
    return envoy_config.write(config, home / "envoy.yaml"), ports


async def _start_envoy(settings: Settings, extproc_port: int) -> asyncio.subprocess.Process:
    """Envoy in front of the sidecar, returned once its admin /ready answers 200 (its
    listeners are bound): a request sent after `run` says ready is not refused."""
    path, ports = _envoy_config_file(settings, extproc_port)
    proc = await asyncio.create_subprocess_exec(
        envoy_config.envoy_binary(),
        "-c",
        str(path),
        "--log-level",
        "warn",
        "--base-id",
        str(ports.listen),
    )
    try:
        await _envoy_ready(proc, ports.admin, ENVOY_READY_S)
    except BaseException:
        await stop_async_process(proc)
        raise
    log.info(
        "envoy (pid %d) ready on http://127.0.0.1:%d -> %s",
        proc.pid,
        ports.listen,
        settings.envoy.upstream_url,
    )
    return proc


async def _envoy_ready(proc: asyncio.subprocess.Process, admin_port: int, within_s: float) -> None:
    """Polls Envoy's admin /ready until 200; EnvoyFailed if it exits first or is not ready
    within `within_s`. An ephemeral admin port (0) cannot be polled: it returns at once."""
    if admin_port == 0:
        return
    url = f"http://127.0.0.1:{admin_port}/ready"
    try:
        async with asyncio.timeout(within_s), httpx.AsyncClient(timeout=1) as client:
            while proc.returncode is None:
                with contextlib.suppress(httpx.HTTPError):
                    if (await client.get(url)).status_code == 200:
                        return
                await asyncio.sleep(0.1)
    except TimeoutError:
        raise EnvoyFailed(f"envoy not ready at {url} after {within_s:.0f}s") from None
    raise EnvoyFailed(f"envoy exited with {proc.returncode} before it was ready")


def version() -> str:
    """The installed distribution's version ("unknown" from a bare source tree)."""
    from importlib.metadata import PackageNotFoundError
    from importlib.metadata import version as dist_version

    try:
        return dist_version("memproxy")
    except PackageNotFoundError:
        return "unknown"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="memproxy",
        description=__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter,
        epilog="examples:\n"
        "  memproxy run                               # Envoy :8080 -> your LLM on :8000\n"
        "  memproxy --config memproxy.yaml check-config\n"
        "  memproxy memories list --user alice\n"
        "Each command has its own --help; settings: docs/reference/configuration.md.",
    )
    parser.add_argument(
        "--config",
        help="YAML settings file (also MEMPROXY_CONFIG); MEMPROXY_<SECTION>__<FIELD> "
        "variables override it",
    )
    parser.add_argument("--version", action="version", version=f"memproxy {version()}")
    sub = parser.add_subparsers(dest="command", required=True)
    sub.add_parser(
        "serve",
        help="run the sidecar alone, for your own Envoy (ext_proc gRPC + admin HTTP)",
        description="Serve ext_proc gRPC on server.extproc_port (50051) for an Envoy you run "
        "(deploy/envoy.yaml is the reference config) and the admin API on "
        "server.admin_port (8090). SIGTERM drains and exits 0.",
        epilog="example: memproxy --config memproxy.yaml serve",
    )
    sub.add_parser(
        "run",
        help="run the sidecar and an Envoy in front of your LLM server (make run)",
        description="Start the sidecar, then Envoy on envoy.listen_port (8080) forwarding "
        "to envoy.upstream_url (http://127.0.0.1:8000); ready when it logs 'envoy (pid N) "
        "ready'. Exits 1 if Envoy cannot start or exits. Needs the envoy extra.",
        epilog="example: MEMPROXY_ENVOY__UPSTREAM_URL=http://gpu-host:8000 memproxy run",
    )
    sub.add_parser(
        "check-config",
        help="check the settings and print them as loaded",
        description="Print the settings as JSON. Exit 2 if a field is invalid (one line per "
        "field at fault), 3 if the embedding model file is missing or a URL is malformed.",
        epilog="example: memproxy --config memproxy.yaml check-config",
    )
    commands.register(sub)
    args = parser.parse_args(argv)
    settings = load_settings_for_cli(args.config)
    if settings is None:
        return 2
    if hasattr(args, "handler"):  # the operator commands (memproxy.commands)
        handler: commands.Handler = args.handler
        return handler(args, settings)
    logs.configure(settings.log_level, settings.log_format)
    if args.command == "check-config":
        print(settings.model_dump_json(indent=2))
        found = check.problems(settings)
        for problem in found:
            print(f"memproxy: {problem}", file=sys.stderr)
        return check.PROBLEMS_EXIT if found else 0
    with_envoy = args.command == "run"
    try:
        if settings.process_count > 1:
            return asyncio.run(_supervise(settings, args.config, with_envoy))
        with contextlib.suppress(KeyboardInterrupt):
            return asyncio.run(_serve(settings, with_envoy))
        return 0
    except (EnvoyFailed, PortInUse) as failed:
        log.error("%s", failed)
        return 1


async def _supervise(settings: Settings, config_path: str | None, with_envoy: bool) -> int:
    from memproxy.supervisor import Supervisor

    async def envoy(extproc_port: int) -> asyncio.subprocess.Process:
        return await _start_envoy(settings, extproc_port)

    return await Supervisor(settings, config_path, envoy if with_envoy else None).run()


if __name__ == "__main__":
    sys.exit(main())
