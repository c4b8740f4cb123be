package org.copydesk.app.workflow.keys;

import java.io.IOException;
import java.net.StandardProtocolFamily;
import java.net.UnixDomainSocketAddress;
import java.nio.ByteBuffer;
import java.nio.channels.SocketChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.apache.sshd.common.util.buffer.Buffer;
import org.apache.sshd.common.util.buffer.BufferException;
import org.apache.sshd.common.util.buffer.ByteArrayBuffer;
import org.copydesk.app.workflow.UserInputException;
import org.copydesk.model.signing.AuthenticatorData;
import org.copydesk.model.signing.MalformedKeyException;
import org.copydesk.model.signing.SigningKey;
import org.copydesk.model.signing.SshPublicKey;

/**
 * A client of the user's ssh-agent (draft-miller-ssh-agent) over its Unix-domain socket,
 * {@code SSH_AUTH_SOCK}: it lists the agent's keys and asks it to sign. The key's secret and
 * its passphrase stay in the agent. The socket is local inter-process communication on this
 * machine, not a network connection. sshd-common's buffer reads and writes the wire format.
 */
public final class SshAgent {

    static final String SOCKET_VARIABLE = "SSH_AUTH_SOCK";

    private static final byte FAILURE = 5;
    private static final byte REQUEST_IDENTITIES = 11;
    private static final byte IDENTITIES_ANSWER = 12;
    private static final byte SIGN_REQUEST = 13;
    private static final byte SIGN_RESPONSE = 14;
    // An agent's answer lists a few keys; far more than this is not an agent.
    private static final int MAX_MESSAGE_BYTES = 256 * 1024;
    private static final int ED25519_SIGNATURE_BYTES = 64;

    // st_mode's file type bits, and the type of a socket (S_IFMT, S_IFSOCK).
    private static final int FILE_TYPE_BITS = 0170000;
    private static final int SOCKET_TYPE = 0140000;

    private final Path socket;

    public SshAgent(Path socket) {
        this.socket = socket;
    }

    /** The agent named by {@code SSH_AUTH_SOCK}, as {@code ssh} and {@code git} find it. */
    public static SshAgent fromEnvironment(Map<String, String> environment) {
        String path = environment.get(SOCKET_VARIABLE);
        if (path == null || path.isBlank()) {
            throw new UserInputException("no ssh-agent: " + SOCKET_VARIABLE + " is not set; start one"
                    + " (eval $(ssh-agent)) and add your key (ssh-add ~/.ssh/id_ed25519)");
        }
        return new SshAgent(Path.of(path));
    }

    /**
     * Why no agent can be asked, from {@code SSH_AUTH_SOCK} alone (nothing is sent to it); empty
     * when the variable names a socket. Whether the agent then holds a key on the roster is only
     * known by asking it.
     */
    public static Optional<String> whyUnavailable(Map<String, String> environment) {
        String path = environment.get(SOCKET_VARIABLE);
        if (path == null || path.isBlank()) {
            return Optional.of(SOCKET_VARIABLE + " is not set: no ssh-agent runs in this session");
        }
        Path socket = Path.of(path);
        if (!Files.exists(socket)) {
            return Optional.of(SOCKET_VARIABLE + " names " + socket + ", which does not exist");
        }
        return isSocket(socket) ? Optional.empty()
                : Optional.of(SOCKET_VARIABLE + " names " + socket + ", which is not a socket");
    }

    private static boolean isSocket(Path path) {
        try {
            int mode = (Integer) Files.getAttribute(path, "unix:mode");
            return (mode & FILE_TYPE_BITS) == SOCKET_TYPE;
        } catch (UnsupportedOperationException | IllegalArgumentException | IOException e) {
            // Without the unix view, a socket is what is neither a file nor a folder.
            return !Files.isRegularFile(path) && !Files.isDirectory(path);
        }
    }

    /** A key the agent holds, as it lists it. */
    public record Identity(SshPublicKey publicKey, String comment) {
    }

    /** The agent's ed25519 keys (security keys' too), in the agent's order; keys of other types are left out. */
    public List<Identity> identities() {
        Buffer request = new ByteArrayBuffer();
        request.putByte(REQUEST_IDENTITIES);
        Buffer answer = exchange(request, IDENTITIES_ANSWER, "list its keys");
        try {
            long count = answer.getUInt();
            List<Identity> identities = new ArrayList<>();
            for (long i = 0; i < count; i++) {
                byte[] blob = answer.getBytes();
                String comment = answer.getString();
                try {
                    identities.add(new Identity(SshPublicKey.fromWireBlob(blob), comment));
                } catch (MalformedKeyException otherType) {
                    // RSA, ECDSA and the like: not keys copydesk can sign with.
                }
            }
            return identities;
        } catch (BufferException | IllegalArgumentException e) {
            throw garbled();
        }
    }

    /** A signing key whose signatures the agent makes; nothing secret enters this process. */
    public SigningKey signingKey(SshPublicKey publicKey) {
        if (publicKey.isSecurityKey()) {
            return SigningKey.heldBySecurityKey(publicKey, data -> signWithSecurityKey(publicKey, data));
        }
        return SigningKey.heldBy(publicKey, data -> sign(publicKey, data));
    }

    /** A security key's answer (PROTOCOL.u2f): the signature, then the authenticator's flags and counter. */
    SigningKey.SecurityKeySignature signWithSecurityKey(SshPublicKey publicKey, byte[] data) {
        Buffer response = signRequest(publicKey, data);
        try {
            Buffer signature = new ByteArrayBuffer(response.getBytes());
            String type = signature.getString();
            byte[] raw = signature.getBytes();
            int flags = signature.getUByte();
            long counter = signature.getUInt();
            if (!SshPublicKey.SK_KEY_TYPE.equals(type) || raw.length != ED25519_SIGNATURE_BYTES
                    || signature.available() != 0) {
                throw new UserInputException("ssh-agent at " + socket + " answered with a signature that is not"
                        + " a security key's ed25519 signature");
            }
            return new SigningKey.SecurityKeySignature(raw, new AuthenticatorData(flags, counter));
        } catch (BufferException | IllegalArgumentException e) {
            throw garbled();
        }
    }

    private Buffer signRequest(SshPublicKey publicKey, byte[] data) {
        Buffer request = new ByteArrayBuffer();
        request.putByte(SIGN_REQUEST);
        request.putBytes(publicKey.wireBlob());
        request.putBytes(data);
        request.putUInt(0);
        return exchange(request, SIGN_RESPONSE, "sign with " + publicKey.fingerprint()
                + (publicKey.isSecurityKey() ? " (touch the security key if it blinks)" : ""));
    }

    byte[] sign(SshPublicKey publicKey, byte[] data) {
        Buffer response = signRequest(publicKey, data);
        try {
            Buffer signature = new ByteArrayBuffer(response.getBytes());
            String type = signature.getString();
            byte[] raw = signature.getBytes();
            if (!SshPublicKey.KEY_TYPE.equals(type) || raw.length != ED25519_SIGNATURE_BYTES) {
                throw new UserInputException("ssh-agent at " + socket + " answered with a signature that is not"
                        + " an ed25519 signature");
            }
            return raw;
        } catch (BufferException | IllegalArgumentException e) {
            throw garbled();
        }
    }

    private Buffer exchange(Buffer request, byte expected, String what) {
        byte[] body = request.getCompactData();
        try (SocketChannel channel = SocketChannel.open(StandardProtocolFamily.UNIX)) {
            channel.connect(UnixDomainSocketAddress.of(socket));
            ByteBuffer out = ByteBuffer.allocate(4 + body.length).putInt(body.length).put(body).flip();
            while (out.hasRemaining()) {
                channel.write(out);
            }
            int length = readFully(channel, 4).getInt();
            if (length < 1 || length > MAX_MESSAGE_BYTES) {
                throw garbled();
            }
            Buffer answer = new ByteArrayBuffer(readFully(channel, length).array());
            byte type = answer.getByte();
            if (type == FAILURE) {
                throw new UserInputException("ssh-agent at " + socket + " refused to " + what
                        + " (is the key added with ssh-add, and confirmed if the agent asked?)");
            }
            if (type != expected) {
                throw garbled();
            }
            return answer;
        } catch (IOException e) {
            throw new UserInputException("cannot reach ssh-agent at " + socket + ": " + e.getMessage());
        }
    }

    private ByteBuffer readFully(SocketChannel channel, int length) throws IOException {
        ByteBuffer in = ByteBuffer.allocate(length);
        while (in.hasRemaining()) {
            if (channel.read(in) < 0) {
                throw new IOException("the agent closed the connection mid-answer");
            }
        }
        return in.flip();
    }

    private UserInputException garbled() {
        return new UserInputException("ssh-agent at " + socket + " sent an answer that is not the agent protocol");
    }
}
