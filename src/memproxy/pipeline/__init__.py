"""The request pipeline: identify → decide → rewrite → embed → search → render → inject."""
