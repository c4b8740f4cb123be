package org.copydesk.model.signing;

/**
 * What a FIDO security key adds to each signature it makes (OpenSSH PROTOCOL.u2f): its flags
 * and its signature counter. Both are signed over, with the application's hash.
 *
 * @param flags   the authenticator's flag byte
 * @param counter the authenticator's signature counter, an unsigned 32-bit number
 */
public record AuthenticatorData(int flags, long counter) {

    /** The user touched the key for this signature (FIDO "UP"). */
    public static final int USER_PRESENT = 0x01;
    /** The key also verified who the user is, by PIN or biometric (FIDO "UV"). */
    public static final int USER_VERIFIED = 0x04;

    public AuthenticatorData {
        if (flags < 0 || flags > 0xFF) {
            throw new IllegalArgumentException("the authenticator's flags are one byte");
        }
        if (counter < 0 || counter > 0xFFFF_FFFFL) {
            throw new IllegalArgumentException("the authenticator's counter is an unsigned 32-bit number");
        }
    }

    public boolean userPresent() {
        return (flags & USER_PRESENT) != 0;
    }

    public boolean userVerified() {
        return (flags & USER_VERIFIED) != 0;
    }

    /** How a person reads it: "user presence", or "user presence, verified". */
    public String describe() {
        if (!userPresent()) {
            return userVerified() ? "no user presence, verified" : "no user presence";
        }
        return userVerified() ? "user presence, verified" : "user presence";
    }
}
