@api @issue.26
Feature: Security headers of the mock (and of a deployment's proxy, README)
  Issue 26: every answer forbids MIME sniffing; API answers are never cached; the console's page runs
  under a Content-Security-Policy that allows scripts and style sheets only from the console's origin,
  run-time style tags only with the page's own nonce (fresh on every answer), no plugins, no foreign
  <base>, and no framing.

  Scenario: an API answer is neither sniffed nor cached
    When a client asks for "/api/v1/settings/public/"
    Then the answer carries the header "X-Content-Type-Options" as "nosniff"
    And the answer carries the header "Cache-Control" as "no-store"

  Scenario: the console's page carries the Content-Security-Policy with its nonce and refuses framing
    When a client asks for "/ui/console/users/users"
    Then the answer carries the header "Content-Security-Policy" as "default-src 'self'; script-src 'self'; style-src 'self' 'nonce-<the page's nonce>'; img-src 'self' data:; object-src 'none'; base-uri 'self'; frame-ancestors 'none'"
    And the answer carries the header "X-Frame-Options" as "DENY"
    And the answer carries the header "X-Content-Type-Options" as "nosniff"

  Scenario: each answer of the page has a nonce of its own
    When a client asks for "/ui/console/users/users" twice
    Then the two answers' nonces differ
