"""The response path: capture (the framing) -> record (chains, turns, jobs).

The learner (memproxy.learn) takes the recorded jobs from there.
"""
