package org.copydesk.importers.extract;

import com.code_intelligence.jazzer.junit.FuzzTest;

/**
 * Any bytes given to the HTML or PDF extractor give text or the documented
 * {@link ExtractionException}; a library exception escaping, a hang or a crash is a finding.
 */
class ExtractorFuzzTest {

    private static final ExtractionLimits LIMITS = ExtractionLimits.defaults();

    @FuzzTest(maxDuration = "60s")
    void html(byte[] bytes) {
        try {
            new HtmlExtractor(LIMITS).extract(bytes);
        } catch (ExtractionException expected) {
            // The documented refusal.
        }
    }

    @FuzzTest(maxDuration = "60s")
    void pdf(byte[] bytes) {
        try {
            new PdfExtractor(LIMITS).extract(bytes);
        } catch (ExtractionException expected) {
            // The documented refusal of an encrypted, damaged or oversized PDF.
        }
    }
}
