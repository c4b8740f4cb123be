package org.copydesk.importers.files;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.util.Arrays;

import org.junit.jupiter.api.Test;

/** A stream is read to its end or the limit, whatever length it was expected to have. */
class RegularFilesReadTest {

    private static final byte[] TEN = "0123456789".getBytes(java.nio.charset.StandardCharsets.US_ASCII);

    @Test
    void aStreamOfTheExpectedLengthIsReadWhole() throws IOException {
        assertArrayEquals(TEN, read(10, 100));
    }

    @Test
    void aStreamShorterThanExpectedGivesWhatItHolds() throws IOException {
        assertArrayEquals(TEN, read(64, 100));
    }

    @Test
    void aStreamLongerThanExpectedIsReadOnToItsEnd() throws IOException {
        assertArrayEquals(TEN, read(3, 100));
        assertArrayEquals(TEN, read(0, 100));
    }

    @Test
    void noMoreThanTheLimitIsReadWhateverWasExpected() throws IOException {
        byte[] seven = Arrays.copyOf(TEN, 7);
        assertArrayEquals(seven, read(3, 7));
        assertArrayEquals(seven, read(6, 7));
        assertArrayEquals(seven, read(-1, 7));
        assertArrayEquals(seven, read(40, 7));
    }

    @Test
    void anUnknownLengthIsReadToTheEnd() throws IOException {
        assertArrayEquals(TEN, read(-1, 100));
    }

    private static byte[] read(long expected, long limit) throws IOException {
        return RegularFiles.readAtMost(new ByteArrayInputStream(TEN), expected, limit);
    }
}
