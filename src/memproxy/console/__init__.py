"""The web console: server-rendered pages over the memory service.

`/console/` on the admin port for operators (memproxy.console.app, behind the admin
token through a login form and a session cookie), `/my-memory` on the self-service port
for end users (memproxy.console.mine, behind Envoy's identity header). Jinja2 templates
with autoescaping, no script at all, a strict Content-Security-Policy, a CSRF token on
every form that changes something, and the admin audit line for every change.
"""
