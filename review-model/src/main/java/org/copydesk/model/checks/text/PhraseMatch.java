package org.copydesk.model.checks.text;

/** One hit of a phrase screen: the phrase as configured, the text as written, and where. */
public record PhraseMatch(String phrase, String matched, Span span) {
}
