package org.copydesk.model.checks.text;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * URL canonicalization and the source allowlist policy of FORMATS §3.5
 * ({@code discover.canonical}, {@code discover.policy}).
 *
 * <p>Canonicalization does only what the format lists: lower-case scheme and host; drop user
 * information, fragment, default port and {@code utm_*} parameters. Path and the other
 * parameters stay byte for byte (no percent-decoding, no dot-segment removal), so that two
 * implementations cannot disagree about anything the format does not name.
 */
public final class SourceUrls {

    /** WHATWG rule: a host whose last label is numeric is an IPv4 address (any notation). */
    private static final Pattern IPV4_LIKE = Pattern.compile("(?:.*\\.)?(?:[0-9]+|0x[0-9a-f]*)\\.?");

    private SourceUrls() {
    }

    /** The canonical form, or empty when the URL is malformed (no scheme, host or parse). */
    public static Optional<String> canonicalize(String url) {
        return ParsedUrl.parse(url).map(SourceUrls::canonical);
    }

    /**
     * Copydesk's decision for {@code url} under an allowlist of exact host names (compared
     * case-insensitively, as host names are; never by suffix or prefix).
     */
    public static PolicyVerdict evaluate(String url, Collection<String> allowlistedHosts) {
        Optional<ParsedUrl> parsed = ParsedUrl.parse(url);
        if (parsed.isEmpty()) {
            return new PolicyVerdict(Optional.of(PolicyReason.MALFORMED), Optional.empty());
        }
        ParsedUrl p = parsed.get();
        Set<String> hosts = allowlistedHosts.stream()
                .map(h -> h.toLowerCase(Locale.ROOT))
                .collect(Collectors.toSet());
        PolicyReason reason = null;
        if (p.hasUserInfo()) {
            reason = PolicyReason.CREDENTIALS;
        } else if (!"https".equals(p.scheme())) {
            reason = PolicyReason.NON_HTTPS;
        } else if (p.hasExplicitNonDefaultPort()) {
            reason = PolicyReason.NON_DEFAULT_PORT;
        } else if (isIpLiteral(p.host())) {
            reason = PolicyReason.IP_LITERAL;
        } else if (!hosts.contains(p.host())) {
            reason = PolicyReason.NOT_ALLOWLISTED;
        }
        return new PolicyVerdict(Optional.ofNullable(reason), Optional.of(canonical(p)));
    }

    static boolean isIpLiteral(String host) {
        return host.startsWith("[") || IPV4_LIKE.matcher(host).matches();
    }

    private static String canonical(ParsedUrl p) {
        StringBuilder out = new StringBuilder(p.scheme()).append("://").append(p.host());
        if (p.hasExplicitNonDefaultPort()) {
            out.append(':').append(p.port());
        }
        out.append(p.rawPath());
        String query = withoutTracking(p.rawQuery());
        if (!query.isEmpty()) {
            out.append('?').append(query);
        }
        return out.toString();
    }

    /** Drops {@code utm_*} parameters (any case) and empty {@code &&} segments; keeps order. */
    private static String withoutTracking(String rawQuery) {
        List<String> kept = new ArrayList<>();
        for (String parameter : rawQuery.split("&", -1)) {
            String name = parameter.split("=", 2)[0].toLowerCase(Locale.ROOT);
            if (!parameter.isEmpty() && !name.startsWith("utm_")) {
                kept.add(parameter);
            }
        }
        return String.join("&", kept);
    }
}
