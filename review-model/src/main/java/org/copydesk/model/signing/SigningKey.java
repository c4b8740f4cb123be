package org.copydesk.model.signing;

import java.security.SecureRandom;
import java.util.Arrays;

import javax.security.auth.Destroyable;

/**
 * An Ed25519 key ready to sign: unlocked here (its seed in memory), or held elsewhere, by an
 * ssh-agent, which signs on request and never hands out the secret. Hold it only as long as a
 * signing needs it and then {@link #destroy()} it, which overwrites the secret in memory. It
 * has no value equality and its {@code toString} never shows the secret.
 */
public final class SigningKey implements Destroyable {

    /** Signs for a key whose secret copydesk does not hold: returns the raw 64-byte Ed25519 signature. */
    @FunctionalInterface
    public interface Holder {
        byte[] signRaw(byte[] data);
    }

    /**
     * Signs for a key on a FIDO security key, through the ssh-agent that reaches it: returns the
     * raw Ed25519 signature and the authenticator's flags and counter (PROTOCOL.u2f).
     */
    @FunctionalInterface
    public interface SecurityKeyHolder {
        SecurityKeySignature sign(byte[] data);
    }

    /** What a security key returns for one signature. */
    public record SecurityKeySignature(byte[] signature, AuthenticatorData authenticator) {
    }

    private static final byte[] NO_SEED = new byte[0];

    private final byte[] seed;
    private final byte[] publicKeyBytes;
    private final SshPublicKey publicKey;
    private final Holder holder;
    private final SecurityKeyHolder securityKeyHolder;
    private volatile boolean destroyed;

    private SigningKey(byte[] seed) {
        this.seed = seed;
        this.publicKeyBytes = Ed25519Engine.publicKeyFor(seed);
        this.publicKey = new SshPublicKey(publicKeyBytes);
        this.holder = null;
        this.securityKeyHolder = null;
    }

    private SigningKey(SshPublicKey publicKey, Holder holder, SecurityKeyHolder securityKeyHolder) {
        this.seed = NO_SEED;
        this.publicKeyBytes = publicKey.ed25519Key();
        this.publicKey = publicKey;
        this.holder = holder;
        this.securityKeyHolder = securityKeyHolder;
    }

    /**
     * A key held elsewhere (an ssh-agent). Each signature it returns is checked against
     * {@code publicKey} before it is used, so a confused holder cannot make copydesk store a
     * signature that does not verify.
     */
    public static SigningKey heldBy(SshPublicKey publicKey, Holder holder) {
        if (publicKey.isSecurityKey()) {
            throw new IllegalArgumentException("a security key's key signs through heldBySecurityKey");
        }
        return new SigningKey(publicKey, holder, null);
    }

    /**
     * A key on a FIDO security key ({@code sk-ssh-ed25519@openssh.com}), reached through an
     * ssh-agent. Each signature is checked, flags and all, before it is used.
     */
    public static SigningKey heldBySecurityKey(SshPublicKey publicKey, SecurityKeyHolder holder) {
        if (!publicKey.isSecurityKey()) {
            throw new IllegalArgumentException("not a security key's key: " + publicKey.keyType());
        }
        return new SigningKey(publicKey, null, holder);
    }

    /** Whether the secret is held elsewhere (an agent, a security key), not in this process. */
    public boolean isHeldElsewhere() {
        return holder != null || securityKeyHolder != null;
    }

    public static SigningKey generate(SecureRandom random) {
        return new SigningKey(Ed25519Engine.generateSeed(random));
    }

    public static SigningKey generate() {
        return generate(new SecureRandom());
    }

    /** Takes a copy of the 32-byte RFC 8032 seed, as a key file holds it; the caller clears its own array. */
    public static SigningKey fromSeed(byte[] seed) {
        if (seed.length != Ed25519Engine.SEED_LENGTH) {
            throw new IllegalArgumentException("an ed25519 seed is 32 bytes");
        }
        return new SigningKey(seed.clone());
    }

    public SshPublicKey publicKey() {
        return publicKey;
    }

    /** The security key's signature over {@code data} (checked by the caller, which knows what was signed). */
    SecurityKeySignature signAsSecurityKey(byte[] data) {
        requireNotDestroyed();
        if (securityKeyHolder == null) {
            throw new IllegalStateException("not a security key's key");
        }
        return securityKeyHolder.sign(data);
    }

    /** The raw 64-byte Ed25519 signature over {@code data}. */
    byte[] signRaw(byte[] data) {
        requireNotDestroyed();
        if (securityKeyHolder != null) {
            throw new IllegalStateException("a security key signs only SSHSIG signatures");
        }
        if (holder == null) {
            return Ed25519Engine.sign(seed, publicKeyBytes, data);
        }
        byte[] signature = holder.signRaw(data);
        if (!publicKey.verifiesRaw(signature, data)) {
            throw new MalformedSignatureException("the key's holder returned a signature that does not verify");
        }
        return signature;
    }

    /** A copy of the seed for writing the key file; the caller must clear it. */
    public byte[] seedCopy() {
        requireNotDestroyed();
        if (isHeldElsewhere()) {
            throw new IllegalStateException("the key is held elsewhere; copydesk has no copy of its secret");
        }
        return seed.clone();
    }

    @Override
    public void destroy() {
        destroyed = true;
        Arrays.fill(seed, (byte) 0);
    }

    @Override
    public boolean isDestroyed() {
        return destroyed;
    }

    @Override
    public String toString() {
        return "SigningKey[" + publicKey.fingerprint() + (isHeldElsewhere() ? ", held elsewhere" : "")
                + (destroyed ? ", destroyed]" : "]");
    }

    private void requireNotDestroyed() {
        if (destroyed) {
            throw new IllegalStateException("the signing key was destroyed");
        }
    }
}
