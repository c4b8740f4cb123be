package org.copydesk.importers.extract;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.nio.charset.IllegalCharsetNameException;
import java.nio.charset.StandardCharsets;
import java.nio.charset.UnsupportedCharsetException;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;

/**
 * Which charset HTML bytes are read in (FORMATS §2): their byte-order mark; else UTF-8 when
 * they hold non-ASCII bytes and all of them are valid UTF-8, whatever the page declares (a
 * saved page often keeps a declaration its bytes no longer follow, and text in another
 * encoding is almost never valid UTF-8 by chance); else the {@code <meta>} declaration; else
 * windows-1252.
 */
final class HtmlCharset {

    /** Where a declaration is looked for, as browsers do (the HTML prescan reads 1024 bytes; jsoup reads 5,000). */
    private static final int PRESCAN_BYTES = 8192;
    private static final Charset WINDOWS_1252 = Charset.forName("windows-1252");
    private static final Pattern CONTENT_CHARSET = Pattern.compile("charset\\s*=\\s*[\"']?([^\\s;\"'>]+)",
            Pattern.CASE_INSENSITIVE);
    private static final Pattern XML_ENCODING = Pattern.compile("^<\\?xml[^>]*encoding\\s*=\\s*[\"']([^\"']+)",
            Pattern.CASE_INSENSITIVE);

    /** The charset chosen, where its bytes start, and the declared one it overrode, if any. */
    record Choice(Charset charset, int start, Optional<String> overrode) {
    }

    private HtmlCharset() {
    }

    static Choice of(byte[] raw) {
        if (startsWith(raw, 0xEF, 0xBB, 0xBF)) {
            return new Choice(StandardCharsets.UTF_8, 3, Optional.empty());
        }
        if (startsWith(raw, 0xFE, 0xFF)) {
            return new Choice(StandardCharsets.UTF_16BE, 2, Optional.empty());
        }
        if (startsWith(raw, 0xFF, 0xFE)) {
            return new Choice(StandardCharsets.UTF_16LE, 2, Optional.empty());
        }
        Optional<String> declared = declared(raw);
        Optional<Charset> declaredCharset = declared.flatMap(HtmlCharset::supported);
        if (!isAscii(raw) && isValidUtf8(raw)) {
            boolean overrides = declaredCharset.map(c -> !c.equals(StandardCharsets.UTF_8)).orElse(declared.isPresent());
            return new Choice(StandardCharsets.UTF_8, 0, overrides ? declared : Optional.empty());
        }
        return new Choice(declaredCharset.orElse(WINDOWS_1252), 0, Optional.empty());
    }

    /**
     * The page's own declaration: {@code <meta charset>}, else a {@code http-equiv} content
     * type's {@code charset=}, else an XML declaration's encoding, in the first bytes read
     * as Latin-1 (every declaration is ASCII).
     */
    static Optional<String> declared(byte[] raw) {
        String head = new String(raw, 0, Math.min(raw.length, PRESCAN_BYTES), StandardCharsets.ISO_8859_1);
        Matcher xml = XML_ENCODING.matcher(head);
        Document document = Jsoup.parse(head);
        for (Element meta : document.select("meta[charset], meta[http-equiv][content]")) {
            if (meta.hasAttr("charset") && !meta.attr("charset").isBlank()) {
                return Optional.of(meta.attr("charset").trim());
            }
            if (meta.attr("http-equiv").trim().equalsIgnoreCase("content-type")) {
                Matcher charset = CONTENT_CHARSET.matcher(meta.attr("content"));
                if (charset.find()) {
                    return Optional.of(charset.group(1));
                }
            }
        }
        return xml.find() ? Optional.of(xml.group(1).trim()) : Optional.empty();
    }

    /**
     * A declared name Java knows; a declaration of UTF-16 or UTF-32 in bytes that carry no
     * byte-order mark is read as UTF-8, as browsers do, since the declaration itself was
     * readable as ASCII.
     */
    private static Optional<Charset> supported(String name) {
        try {
            Charset charset = Charset.forName(name.toLowerCase(Locale.ROOT));
            String canonical = charset.name().toUpperCase(Locale.ROOT);
            if (canonical.startsWith("UTF-16") || canonical.startsWith("UTF-32")) {
                return Optional.of(StandardCharsets.UTF_8);
            }
            if (canonical.equals("ISO-8859-1") || canonical.equals("US-ASCII")) {
                // What every browser reads these labels as (the WHATWG Encoding Standard).
                return Optional.of(WINDOWS_1252);
            }
            return Optional.of(charset);
        } catch (IllegalCharsetNameException | UnsupportedCharsetException e) {
            return Optional.empty();
        }
    }

    private static boolean isAscii(byte[] raw) {
        for (byte b : raw) {
            if (b < 0) {
                return false;
            }
        }
        return true;
    }

    private static boolean isValidUtf8(byte[] raw) {
        try {
            StandardCharsets.UTF_8.newDecoder().decode(ByteBuffer.wrap(raw));
            return true;
        } catch (CharacterCodingException e) {
            return false;
        }
    }

    private static boolean startsWith(byte[] bytes, int... prefix) {
        if (bytes.length < prefix.length) {
            return false;
        }
        for (int i = 0; i < prefix.length; i++) {
            if ((bytes[i] & 0xFF) != prefix[i]) {
                return false;
            }
        }
        return true;
    }
}
