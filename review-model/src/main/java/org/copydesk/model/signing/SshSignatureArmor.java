package org.copydesk.model.signing;

import java.util.Base64;
import java.util.regex.Pattern;

/**
 * The ASCII armor of PROTOCOL.sshsig, byte-for-byte as {@code ssh-keygen -Y sign} writes
 * it: base64 wrapped at 70 columns between BEGIN/END lines, each line ending in a newline.
 */
final class SshSignatureArmor {

    static final String BEGIN = "-----BEGIN SSH SIGNATURE-----";
    static final String END = "-----END SSH SIGNATURE-----";

    // An ed25519 signature armors to about 330 characters; 4 KiB leaves room for long
    // namespaces while refusing anything that is clearly not one signature.
    static final int MAX_ARMORED_LENGTH = 4096;
    private static final int WRAP = 70;
    private static final Pattern BASE64_LINE = Pattern.compile("[A-Za-z0-9+/=]+");

    private SshSignatureArmor() {
    }

    static String armor(byte[] blob) {
        String base64 = Base64.getEncoder().encodeToString(blob);
        StringBuilder out = new StringBuilder(BEGIN).append('\n');
        for (int i = 0; i < base64.length(); i += WRAP) {
            out.append(base64, i, Math.min(base64.length(), i + WRAP)).append('\n');
        }
        return out.append(END).append('\n').toString();
    }

    /** Strict: nothing before BEGIN, only base64 lines, nothing but line ends after END. */
    static byte[] dearmor(String armored) {
        if (armored.length() > MAX_ARMORED_LENGTH) {
            throw new MalformedSignatureException("signature is larger than " + MAX_ARMORED_LENGTH
                    + " characters; one ed25519 SSH signature is far smaller");
        }
        String[] lines = armored.replace("\r\n", "\n").split("\n", -1);
        int last = lines.length - 1;
        // Only a final line end may follow END; split leaves it as one empty string.
        if (last > 0 && lines[last].isEmpty()) {
            last--;
        }
        if (!lines[0].equals(BEGIN)) {
            throw new MalformedSignatureException("not an SSH signature: expected a first line '" + BEGIN + "'");
        }
        if (last < 1 || !lines[last].equals(END)) {
            throw new MalformedSignatureException("SSH signature is cut off or has trailing text: expected a last line '"
                    + END + "'");
        }
        if (last < 2) {
            throw new MalformedSignatureException("SSH signature is empty");
        }
        StringBuilder base64 = new StringBuilder();
        for (int i = 1; i < last; i++) {
            if (!BASE64_LINE.matcher(lines[i]).matches()) {
                throw new MalformedSignatureException("SSH signature line " + (i + 1) + " is not base64");
            }
            base64.append(lines[i]);
        }
        try {
            return Base64.getDecoder().decode(base64.toString());
        } catch (IllegalArgumentException e) {
            throw new MalformedSignatureException("SSH signature is not valid base64 (cut off or altered)");
        }
    }
}
