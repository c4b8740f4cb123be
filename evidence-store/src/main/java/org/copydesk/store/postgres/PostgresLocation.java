package org.copydesk.store.postgres;

import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.Optional;
import java.util.Set;

import org.copydesk.store.StoreException;

/**
 * A newsroom store's address, {@code postgresql://[user@]host[:port]/database[?sslmode=…]}. It
 * never holds a password: one written into the URL is refused (without repeating it), since a
 * URL ends up in shell histories, process lists and messages.
 */
public record PostgresLocation(Optional<String> user, String host, int port, String database,
                               Optional<String> sslMode) {

    public static final String SCHEME = "postgresql://";
    public static final int DEFAULT_PORT = 5432;
    private static final Set<String> SSL_MODES = Set.of("disable", "allow", "prefer", "require", "verify-ca",
            "verify-full");

    /** Whether {@code store} names a PostgreSQL store rather than a file. */
    public static boolean isUrl(String store) {
        return store.regionMatches(true, 0, SCHEME, 0, SCHEME.length());
    }

    /** Reads a store URL; a malformed one is refused with one line saying what is wrong. */
    public static PostgresLocation parse(String url) {
        if (!isUrl(url)) {
            throw bad(url, "a PostgreSQL store URL starts with " + SCHEME);
        }
        String rest = url.substring(SCHEME.length());
        int at = rest.lastIndexOf('@');
        Optional<String> user = Optional.empty();
        if (at >= 0) {
            String userPart = rest.substring(0, at);
            if (userPart.contains(":")) {
                // Named without the URL itself, which holds the password.
                throw new StoreException(SCHEME + "…: a password does not belong in the store URL; put it in ~/.pgpass "
                        + "(or PGPASSFILE) or pass --store-password-file");
            }
            if (userPart.isEmpty() || userPart.contains("/") || userPart.contains("?")) {
                throw bad(url, "the user before '@' is empty or holds '/' or '?'");
            }
            user = Optional.of(decode(url, userPart));
            rest = rest.substring(at + 1);
        }
        int slash = rest.indexOf('/');
        if (slash < 0) {
            throw bad(url, "the database name is missing (…/database)");
        }
        String hostPort = rest.substring(0, slash);
        String pathQuery = rest.substring(slash + 1);
        String host;
        int port = DEFAULT_PORT;
        String portText = null;
        if (hostPort.startsWith("[")) {
            int close = hostPort.indexOf(']');
            if (close < 0) {
                throw bad(url, "an IPv6 address lacks its ']'");
            }
            host = hostPort.substring(1, close);
            String after = hostPort.substring(close + 1);
            if (after.startsWith(":")) {
                portText = after.substring(1);
            } else if (!after.isEmpty()) {
                throw bad(url, "unexpected '" + after + "' after the host");
            }
        } else {
            int colon = hostPort.indexOf(':');
            host = colon < 0 ? hostPort : hostPort.substring(0, colon);
            portText = colon < 0 ? null : hostPort.substring(colon + 1);
        }
        if (host.isEmpty()) {
            throw bad(url, "the host is missing");
        }
        if (portText != null) {
            if (!portText.matches("[0-9]{1,5}") || Integer.parseInt(portText) == 0 || Integer.parseInt(portText) > 65535) {
                throw bad(url, "the port must be a number from 1 to 65535");
            }
            port = Integer.parseInt(portText);
        }
        int question = pathQuery.indexOf('?');
        String database = decode(url, question < 0 ? pathQuery : pathQuery.substring(0, question));
        if (database.isEmpty() || database.contains("/")) {
            throw bad(url, "the database name is missing or contains '/'");
        }
        Optional<String> sslMode = Optional.empty();
        if (question >= 0) {
            for (String parameter : pathQuery.substring(question + 1).split("&")) {
                if (parameter.isEmpty()) {
                    continue;
                }
                int equals = parameter.indexOf('=');
                String key = equals < 0 ? parameter : parameter.substring(0, equals);
                String value = equals < 0 ? "" : decode(url, parameter.substring(equals + 1));
                if (!key.equals("sslmode")) {
                    throw bad(url, "the only parameter a store URL takes is sslmode, not '" + key + "'");
                }
                if (!SSL_MODES.contains(value)) {
                    throw bad(url, "sslmode must be one of disable, allow, prefer, require, verify-ca, verify-full");
                }
                sslMode = Optional.of(value);
            }
        }
        return new PostgresLocation(user, host, port, database, sslMode);
    }

    /** The URL again, as messages and the window name the store. */
    @Override
    public String toString() {
        String hostPart = host.contains(":") ? "[" + host + "]" : host;
        return SCHEME + user.map(u -> u + "@").orElse("") + hostPart + (port == DEFAULT_PORT ? "" : ":" + port) + "/"
                + database + sslMode.map(m -> "?sslmode=" + m).orElse("");
    }

    private static String decode(String url, String part) {
        try {
            return URLDecoder.decode(part.replace("+", "%2B"), StandardCharsets.UTF_8);
        } catch (IllegalArgumentException e) {
            throw bad(url, "a %-escape is malformed");
        }
    }

    /** A refusal naming the URL, but never what stands before its '@' beyond the user. */
    private static StoreException bad(String url, String reason) {
        int at = url.lastIndexOf('@');
        String shown = at < 0 ? url : SCHEME + "…" + url.substring(at);
        return new StoreException(shown + ": not a store URL: " + reason);
    }
}
