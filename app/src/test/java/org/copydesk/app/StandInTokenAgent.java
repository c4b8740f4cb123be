package org.copydesk.app;

import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.StandardProtocolFamily;
import java.net.UnixDomainSocketAddress;
import java.nio.ByteBuffer;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

import org.bouncycastle.math.ec.rfc8032.Ed25519;
import org.copydesk.model.signing.SshPublicKey;

/**
 * A stand-in for an ssh-agent holding a FIDO security key, for tests: no token can be touched
 * on a build machine, and a real ssh-agent cannot hold an {@code sk-ssh-ed25519} key without
 * one. It speaks the agent protocol's two requests copydesk sends (list keys, sign) on a Unix
 * socket, and signs as a token does (PROTOCOL.u2f): over the application's SHA-256, the flags,
 * a counter and the SHA-256 of the data, with a software Ed25519 key.
 */
public final class StandInTokenAgent implements AutoCloseable {

    private static final String SK_TYPE = SshPublicKey.SK_KEY_TYPE;
    private static final String APPLICATION = "ssh:";

    private final Path socket;
    private final ServerSocketChannel server;
    private final ExecutorService serving = Executors.newSingleThreadExecutor();
    private final byte[] seed = new byte[Ed25519.SECRET_KEY_SIZE];
    private final byte[] publicKey = new byte[Ed25519.PUBLIC_KEY_SIZE];
    private final int flags;
    private long counter = 41;

    private StandInTokenAgent(Path socket, int flags) throws IOException {
        this.socket = socket;
        this.flags = flags;
        new SecureRandom().nextBytes(seed);
        Ed25519.generatePublicKey(seed, 0, publicKey, 0);
        Files.createDirectories(socket.getParent());
        server = ServerSocketChannel.open(StandardProtocolFamily.UNIX);
        server.bind(UnixDomainSocketAddress.of(socket));
        serving.submit(this::serve);
    }

    /** An agent whose token signs with these flags (0x01 user present, 0x04 user verified). */
    public static StandInTokenAgent start(Path socket, int flags) throws IOException {
        return new StandInTokenAgent(socket, flags);
    }

    public SshPublicKey publicKey() {
        return SshPublicKey.securityKey(publicKey, APPLICATION);
    }

    public Map<String, String> environment() {
        return Map.of("SSH_AUTH_SOCK", socket.toString());
    }

    private Void serve() {
        while (server.isOpen()) {
            try (SocketChannel client = server.accept()) {
                while (true) {
                    ByteBuffer length = read(client, 4);
                    if (length == null) {
                        break;
                    }
                    ByteBuffer message = read(client, length.getInt());
                    if (message == null) {
                        break;
                    }
                    byte[] answer = answer(message);
                    client.write(ByteBuffer.allocate(4 + answer.length).putInt(answer.length).put(answer).flip());
                }
            } catch (IOException closed) {
                return null;
            }
        }
        return null;
    }

    private byte[] answer(ByteBuffer message) throws IOException {
        byte type = message.get();
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        DataOutputStream out = new DataOutputStream(bytes);
        if (type == 11) {
            out.writeByte(12);
            out.writeInt(1);
            string(out, publicKey().wireBlob());
            string(out, "stand-in token".getBytes(StandardCharsets.UTF_8));
        } else if (type == 13) {
            string(message);
            byte[] data = string(message);
            out.writeByte(14);
            string(out, signature(data));
        } else {
            out.writeByte(5);
        }
        return bytes.toByteArray();
    }

    private synchronized byte[] signature(byte[] data) throws IOException {
        long count = ++counter;
        ByteArrayOutputStream signed = new ByteArrayOutputStream();
        signed.writeBytes(sha256(APPLICATION.getBytes(StandardCharsets.UTF_8)));
        signed.write(flags);
        new DataOutputStream(signed).writeInt((int) count);
        signed.writeBytes(sha256(data));
        byte[] message = signed.toByteArray();
        byte[] raw = new byte[Ed25519.SIGNATURE_SIZE];
        Ed25519.sign(seed, 0, publicKey, 0, message, 0, message.length, raw, 0);
        ByteArrayOutputStream blob = new ByteArrayOutputStream();
        DataOutputStream out = new DataOutputStream(blob);
        string(out, SK_TYPE.getBytes(StandardCharsets.UTF_8));
        string(out, raw);
        out.writeByte(flags);
        out.writeInt((int) count);
        return blob.toByteArray();
    }

    private static byte[] sha256(byte[] bytes) {
        try {
            return MessageDigest.getInstance("SHA-256").digest(bytes);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    private static void string(DataOutputStream out, byte[] bytes) throws IOException {
        out.writeInt(bytes.length);
        out.write(bytes);
    }

    private static byte[] string(ByteBuffer in) {
        byte[] bytes = new byte[in.getInt()];
        in.get(bytes);
        return bytes;
    }

    private static ByteBuffer read(SocketChannel channel, int length) throws IOException {
        ByteBuffer buffer = ByteBuffer.allocate(length);
        while (buffer.hasRemaining()) {
            if (channel.read(buffer) < 0) {
                return null;
            }
        }
        return buffer.flip();
    }

    @Override
    public void close() {
        try {
            server.close();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        serving.shutdownNow();
    }
}
