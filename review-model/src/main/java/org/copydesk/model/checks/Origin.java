package org.copydesk.model.checks;

import java.net.URI;
import java.net.URISyntaxException;
import java.util.Locale;
import java.util.Optional;

/**
 * A URL's origin for {@code brief.egress}: scheme, host and port, lower-cased, with the
 * scheme's default port made explicit so {@code https://a.eu} equals {@code https://A.EU:443}.
 * Parsed with {@link URI}, never {@code java.net.URL}, whose equality resolves host names.
 */
record Origin(String scheme, String host, int port) {

    static Optional<Origin> of(String url) {
        URI uri;
        try {
            uri = new URI(url.trim());
        } catch (URISyntaxException e) {
            return Optional.empty();
        }
        if (!uri.isAbsolute() || uri.isOpaque() || uri.getHost() == null || uri.getHost().isEmpty()) {
            return Optional.empty();
        }
        String scheme = uri.getScheme().toLowerCase(Locale.ROOT);
        int port = uri.getPort() == -1 ? defaultPort(scheme) : uri.getPort();
        return Optional.of(new Origin(scheme, uri.getHost().toLowerCase(Locale.ROOT), port));
    }

    /** -1 for schemes without a well-known port; two such URLs then agree only when both omit it. */
    private static int defaultPort(String scheme) {
        switch (scheme) {
            case "https":
                return 443;
            case "http":
                return 80;
            default:
                return -1;
        }
    }

    /** As a person writes it: the port only when it is not the scheme's default. */
    @Override
    public String toString() {
        boolean defaultPort = port == -1 || port == defaultPort(scheme);
        return scheme + "://" + host + (defaultPort ? "" : ":" + port);
    }
}
