package org.copydesk.model.signing;

import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * One line of an OpenSSH {@code allowed_signers} file (ssh-keygen(1), ALLOWED SIGNERS), so
 * that anyone can check an exported decision with stock {@code ssh-keygen -Y verify}:
 * {@code principal namespaces="…"[,valid-after="…Z"][,valid-before="…Z"] ssh-ed25519 AAAA…}.
 *
 * @param principal   the reviewer id, matched against {@code ssh-keygen -I}
 * @param namespaces  the namespaces the key may sign in; at least one
 * @param validAfter  when the key became valid, if bounded
 * @param validBefore when the key stopped being valid, if bounded
 * @param key         the reviewer's key
 */
public record AllowedSignersLine(
        String principal,
        List<String> namespaces,
        Optional<Instant> validAfter,
        Optional<Instant> validBefore,
        SshPublicKey key) {

    // The principals field is a pattern-list: '*', '?', '!' or ',' in a reviewer id would
    // let one roster entry speak for others, so only plain identifiers are written.
    private static final Pattern PLAIN_PRINCIPAL = Pattern.compile("[A-Za-z0-9][A-Za-z0-9._@+-]{0,127}");
    private static final DateTimeFormatter SSH_TIME =
            DateTimeFormatter.ofPattern("uuuuMMddHHmmss").withZone(ZoneOffset.UTC);
    private static final Instant YEAR_10000 = Instant.parse("+10000-01-01T00:00:00Z");
    private static final Instant YEAR_1 = Instant.parse("0001-01-01T00:00:00Z");

    public AllowedSignersLine {
        if (principal == null || !PLAIN_PRINCIPAL.matcher(principal).matches()) {
            throw new IllegalArgumentException("a signer principal is a plain reviewer id, not '" + principal + "'");
        }
        namespaces = List.copyOf(namespaces);
        if (namespaces.isEmpty()) {
            throw new IllegalArgumentException("an allowed signer needs at least one namespace");
        }
        namespaces.forEach(SignatureNamespaces::requirePlain);
        Objects.requireNonNull(validAfter, "validAfter");
        Objects.requireNonNull(validBefore, "validBefore");
        Objects.requireNonNull(key, "key");
        validAfter.ifPresent(AllowedSignersLine::requireFourDigitYear);
        validBefore.ifPresent(AllowedSignersLine::requireFourDigitYear);
        if (validAfter.isPresent() && validBefore.isPresent() && validBefore.get().isBefore(validAfter.get())) {
            throw new IllegalArgumentException("valid-before is earlier than valid-after");
        }
    }

    /** A key allowed in one namespace with no time bounds. */
    public static AllowedSignersLine of(String principal, String namespace, SshPublicKey key) {
        return new AllowedSignersLine(principal, List.of(namespace), Optional.empty(), Optional.empty(), key);
    }

    /** The line, without a line end. */
    public String format() {
        StringBuilder line = new StringBuilder(principal)
                .append(" namespaces=\"").append(String.join(",", namespaces)).append('"');
        // ssh-keygen reads whole seconds; round each bound inwards so the window never widens.
        validAfter.ifPresent(after -> line.append(",valid-after=\"").append(sshTime(ceilToSecond(after))).append('"'));
        validBefore.ifPresent(before -> line.append(",valid-before=\"")
                .append(sshTime(before.truncatedTo(ChronoUnit.SECONDS))).append('"'));
        return line.append(' ').append(key.toOpenSshLine()).toString();
    }

    private static String sshTime(Instant instant) {
        return SSH_TIME.format(instant) + "Z";
    }

    private static Instant ceilToSecond(Instant instant) {
        Instant floor = instant.truncatedTo(ChronoUnit.SECONDS);
        return floor.equals(instant) ? floor : floor.plusSeconds(1);
    }

    private static void requireFourDigitYear(Instant instant) {
        if (instant.isBefore(YEAR_1) || !instant.isBefore(YEAR_10000.minusSeconds(1))) {
            throw new IllegalArgumentException("ssh-keygen timestamps have four-digit years: " + instant);
        }
    }
}
