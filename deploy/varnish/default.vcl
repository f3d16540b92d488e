vcl 4.1;
# Varnish 7.1 in front of the site's servers (docs/operations.md "Varnish in front"; e2e/varnish.e2e.ts runs it).
# - Keeps what the site says a shared cache may keep: s-maxage (with stale-while-revalidate as grace).
# - Never stores a private answer: Set-Cookie, Cache-Control private/no-store/no-cache, a request with
#   Authorization, the account service's calls (/api/), the preview (its cookie), /preview and /dev/.
# - Purges by the site's Surrogate-Key tags (site, region:<code>, page:<name>, page:<code>/<name>) with the
#   xkey vmod (varnish-modules): `PURGE /` with the header `xkey-purge: region:fr`, from the purgers below.
# The backend is replaced by the deployment (the e2e test writes its own host and port over this one).
import xkey;

backend default {
  .host = "127.0.0.1";
  .port = "3000";
}

# Who may purge: the deploy machine; widen to the network that runs the releases.
acl purgers {
  "127.0.0.1";
  "::1";
}

sub vcl_recv {
  if (req.method == "PURGE") {
    if (client.ip !~ purgers) {
      return (synth(403, "Forbidden"));
    }
    if (!req.http.xkey-purge) {
      return (synth(400, "Name the tags to purge in xkey-purge"));
    }
    set req.http.x-purged = xkey.purge(req.http.xkey-purge);
    return (synth(200, "Purged " + req.http.x-purged));
  }
  if (req.method != "GET" && req.method != "HEAD") {
    return (pass);
  }
  # Per visitor: the service's calls (tokens in headers), the staff preview (its cookie or its form), the dev tools,
  # and the account's pages (the same HTML for everyone, but a reset link's URL carries its token: kept out of the cache).
  if (req.http.Authorization || req.http.apptoken || req.http.reftoken || req.url ~ "^/(api|preview|dev)(/|\?|$)" || req.url ~ "^/([a-z]{2}/)?(account|reset-password)(/|\?|$)" || req.http.Cookie ~ "(^|;\s*)mechanovaPreview=") {
    return (pass);
  }
  # A page holds nothing of its visitor (docs/operations.md "Behind a CDN"): other cookies do not split the cache.
  unset req.http.Cookie;
  return (hash);
}

sub vcl_backend_response {
  if (bereq.uncacheable) {
    return (deliver);
  }
  if (beresp.http.Set-Cookie || beresp.http.Cache-Control ~ "(?i)(private|no-store|no-cache)" || bereq.http.Authorization) {
    set beresp.uncacheable = true;
    set beresp.ttl = 120s;
    return (deliver);
  }
  # beresp.ttl already follows s-maxage, and beresp.grace stale-while-revalidate (Varnish's own parsing).
  if (beresp.http.Surrogate-Key) {
    set beresp.http.xkey = beresp.http.Surrogate-Key;
  }
  return (deliver);
}

sub vcl_deliver {
  unset resp.http.xkey;
  if (obj.hits > 0) {
    set resp.http.X-Cache = "HIT";
  } else {
    set resp.http.X-Cache = "MISS";
  }
}
