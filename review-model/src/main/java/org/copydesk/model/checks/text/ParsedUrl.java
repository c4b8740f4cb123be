package org.copydesk.model.checks.text;

import java.net.URI;
import java.net.URISyntaxException;
import java.util.Locale;
import java.util.Optional;

/**
 * The parts of an absolute http(s)-style URL that canonicalization and policy need.
 * Parsed with {@link URI}, never {@code java.net.URL}, whose equals and hashCode resolve
 * host names: copydesk opens no sockets.
 */
record ParsedUrl(String scheme, String host, int port, boolean hasUserInfo, String rawPath, String rawQuery) {

    static Optional<ParsedUrl> parse(String url) {
        URI uri;
        try {
            uri = new URI(url);
        } catch (URISyntaxException e) {
            return Optional.empty();
        }
        if (!uri.isAbsolute() || uri.isOpaque() || uri.getHost() == null || uri.getHost().isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(new ParsedUrl(
                uri.getScheme().toLowerCase(Locale.ROOT),
                uri.getHost().toLowerCase(Locale.ROOT),
                uri.getPort(),
                uri.getRawUserInfo() != null,
                uri.getRawPath() == null ? "" : uri.getRawPath(),
                uri.getRawQuery() == null ? "" : uri.getRawQuery()));
    }

    /** -1 when the scheme has no well-known port. */
    int defaultPort() {
        return switch (scheme) {
            case "https" -> 443;
            case "http" -> 80;
            default -> -1;
        };
    }

    boolean hasExplicitNonDefaultPort() {
        return port != -1 && port != defaultPort();
    }
}
