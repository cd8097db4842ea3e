"""RedisStateStore: the StateStore for several sidecar replicas sharing one Redis.

Every multi-key change is one Lua script (atomic on the server); times come from the
server's clock (TIME), so replicas with skewed clocks agree on dues and leases.
User, project, session and response ids appear in key names only as sha256 hex digests:
no id can reach another user's keys. Key layout under {prefix}:
  u:{uh}:projects                 hash project_id -> ph (what forget(user) walks)
  u:{uh}:busy                     the job id leased for the user (PX: expires with the lease)
  u:{uh}:order                    zset (score 0, lexical) of the user's pending and leased job
                                  ids: ids sort by creation, so its head is the oldest one
  u:{uh}:r:{rh}                   hash json (the ResponseRecord), prev (rh of previous)
  u:{uh}:p:{ph}:resps             set of rh;   u:{uh}:p:{ph}:jobs  set of job ids
  u:{uh}:p:{ph}:sessions          hash session_id -> sh
  u:{uh}:p:{ph}:s:{sh}:meta       hash next (next turn index), taken (turns up to it are in jobs)
  u:{uh}:p:{ph}:s:{sh}:turns      list of turn JSON, oldest first
  u:{uh}:p:{ph}:s:{sh}:state      hash upto, json: the session's current state (PX: its TTL)
  job:{id}                        hash of the job; q:due / q:lease zsets (score: due / lease
                                  end, ms); q:dead set; q:rejected counter
  q:idle                          zset of session meta keys with turns not yet in a job,
                                  score: the last turn's time (ms); meta also holds the raw
                                  user, project and session ids, for flush_idle's jobs
  age:r / age:s                   zsets for retention: response keys by creation, session
                                  meta keys by their last turn (ms); a forgotten key left
                                  in one holds only hashes and goes at its expiry
Durability is the server's: run it with appendonly yes (appendfsync everysec loses at most
a second of writes on an OS crash, always loses none). Not for Redis Cluster: scripts
touch keys they derive.

One module per concern of memproxy.state.base, each a mixin on RedisBackend (core: the
client, key names, the scripts' registration) with its own Lua scripts: chains
(ResponseChains), turns (Turns), jobs (JobQueue), current (CurrentStates), erasure
(Erasure), locks (Locks), writes (WriteAnnouncements).
"""

from __future__ import annotations

from memproxy.state.redis.chains import RedisChains
from memproxy.state.redis.current import RedisCurrentStates
from memproxy.state.redis.erasure import RedisErasure
from memproxy.state.redis.jobs import RedisJobQueue
from memproxy.state.redis.locks import RedisLocks
from memproxy.state.redis.turns import RedisTurns
from memproxy.state.redis.writes import RedisWriteAnnouncements

__all__ = ["RedisStateStore"]


class RedisStateStore(
    RedisChains,
    RedisTurns,
    RedisJobQueue,
    RedisCurrentStates,
    RedisErasure,
    RedisLocks,
    RedisWriteAnnouncements,
):
    """Every concern of a StateStore on one Redis (RedisBackend connects to it)."""
