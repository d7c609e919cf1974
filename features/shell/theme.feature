@ui @shell.1 @shell.3 @shell.1.branding
Feature: Branding and theme from public settings
  The login title, favicon, logos and theme colours of shell §3 come from the public settings. The
  theme colours become the Fluent theme (primary with its 10% steps) and the menu colours; when theme
  colours are configured the platform's /theme stylesheets are loaded too.

  Scenario: the login title names the page and the default colours apply
    Given the interface settings are "{\"login_title\": \"Acme Bastion\"}"
    And "admin" has signed in
    Then the document title is "Acme Bastion"
    And the sidebar background is "rgb(47, 64, 80)"

  # Issue 26: white text on pure red reads at 4.0:1, so the primary buttons take its first 10 % shade
  # (255 * 0.9 = 229.5, rounded to 230), which reaches 4.5:1.
  @shell.7.call.theme-css
  Scenario: configured theme colours reach the menu and the primary buttons
    Given the interface settings are "{\"theme_info\": {\"colors\": {\"primary\": \"#ff0000\", \"menu-bg\": \"#123456\"}}}"
    And "admin" has signed in
    Then the sidebar background is "rgb(18, 52, 86)"
    And the "Got it" button is coloured "rgb(230, 0, 0)"
    And the stylesheet "/theme/element-ui.css" is loaded
    And the stylesheet "/theme/element-extra.css" is loaded

  Scenario: a logo that fails to load falls back to the product name
    Given the interface settings are "{\"logo_index\": \"/static/img/missing-logo.png\", \"favicon\": \"/static/img/acme.ico\"}"
    And "admin" has signed in
    Then the home link reads "JumpServer"
    And the favicon is "/static/img/acme.ico"

  Scenario: the navbar logo is the one the public settings name
    Given the interface settings are "{\"logo_index\": \"/static/img/logo.png\"}"
    And "admin" has signed in
    Then the home link shows the image "/static/img/logo.png"

  Scenario: without a logo of the administrator's, the navbar shows the product's own logo
    Given the interface settings are "{\"logo_index\": \"\"}"
    And "admin" has signed in
    Then the home link shows the product's own logo, named "JumpServer"
