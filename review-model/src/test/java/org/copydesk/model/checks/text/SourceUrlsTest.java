package org.copydesk.model.checks.text;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Optional;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class SourceUrlsTest {

    private static final List<String> ALLOWLIST = List.of("news.example.org", "sos.example.gov");

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource(delimiter = '|', textBlock = """
            HTTP://News.Example.org/a?utm_source=x&id=4#top                      | http://news.example.org/a?id=4
            HTTPS://News.Example.org/2026/10/13/story?utm_source=feed&id=4#comments | https://news.example.org/2026/10/13/story?id=4
            https://user:pw@news.example.org/x                                   | https://news.example.org/x
            https://news.example.org:443/y                                       | https://news.example.org/y
            http://news.example.org:80/y                                         | http://news.example.org/y
            https://news.example.org:8443/y                                      | https://news.example.org:8443/y
            http://news.example.org:443/y                                        | http://news.example.org:443/y
            https://news.example.org/a?utm_source=x&utm_medium=y                 | https://news.example.org/a
            https://news.example.org/a?utm_source=x#frag                         | https://news.example.org/a
            https://news.example.org/a?                                          | https://news.example.org/a
            https://news.example.org/a?b=2&a=1&UTM_Campaign=z&c                  | https://news.example.org/a?b=2&a=1&c
            https://news.example.org/a?b=2&&a=1                                  | https://news.example.org/a?b=2&a=1
            https://news.example.org/A/%7Euser/./x                               | https://news.example.org/A/%7Euser/./x
            https://news.example.org                                             | https://news.example.org
            https://10.0.0.8/admin                                               | https://10.0.0.8/admin
            https://[2001:DB8::1]/x                                              | https://[2001:db8::1]/x
            https://news.example.org/a?utm=1&xutm_a=2                            | https://news.example.org/a?utm=1&xutm_a=2
            """)
    void canonicalizesOnlyWhatTheFormatNames(String url, String canonical) {
        assertEquals(Optional.of(canonical), SourceUrls.canonicalize(url));
    }

    @ParameterizedTest(name = "malformed: {0}")
    @CsvSource(delimiter = '|', textBlock = """
            not a url
            /relative/path
            news.example.org/a
            mailto:ed@example.org
            https:///no-host
            https://bad host.example.org/
            file:///etc/passwd
            ''
            """)
    void malformedUrlsHaveNoCanonicalFormAndAreRejectedFirst(String url) {
        assertEquals(Optional.empty(), SourceUrls.canonicalize(url));
        assertEquals(Optional.of(PolicyReason.MALFORMED), SourceUrls.evaluate(url, ALLOWLIST).reason());
    }

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource(delimiter = '|', textBlock = """
            https://news.example.org/a                  | allowed
            HTTPS://NEWS.EXAMPLE.ORG/a                  | allowed
            https://news.example.org:443/a              | allowed
            https://user:pw@news.example.org/x          | credentials
            https://user@news.example.org/x             | credentials
            http://user:pw@10.0.0.8:8080/x              | credentials
            http://news.example.org/plain               | non_https
            http://10.0.0.8:8080/plain                  | non_https
            ftp://news.example.org/x                    | non_https
            https://news.example.org:8443/y             | non_default_port
            https://10.0.0.8:8443/y                     | non_default_port
            https://10.0.0.8/admin                      | ip_literal
            https://[::1]/admin                         | ip_literal
            https://[2001:db8::1]/admin                 | ip_literal
            https://2130706433/admin                    | ip_literal
            https://elsewhere.example.com/z             | not_allowlisted
            https://evil.news.example.org/z             | not_allowlisted
            https://news.example.org.evil.test/z        | not_allowlisted
            https://example.org/z                       | not_allowlisted
            https://news.example.org./z                 | not_allowlisted
            """)
    void appliesReasonsInTheFormatsPrecedenceOrder(String url, String expected) {
        PolicyVerdict verdict = SourceUrls.evaluate(url, ALLOWLIST);
        assertEquals(expected, verdict.reason().map(PolicyReason::id).orElse("allowed"));
        assertEquals(expected.equals("allowed") ? "allowed" : "rejected", verdict.decision());
    }
}
