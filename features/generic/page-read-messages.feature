@ui @domain.8
Feature: A page whose own read fails says so in domain §8's words
  Shell §8 and domain §8 give two texts for the same HTTP statuses. The lead's reading (see the note
  under domain.8.request-messages.* in conformance/clauses.md): the HTTP client's toast keeps shell §8's
  words; a page whose main read fails (a detail page's object, a list's first page, a settings
  category's values) says domain §8's words in place of its content, as an alert with a way back.
  Each failure is injected into the mock's answer to that page's own read.

  Background:
    Given "admin" has signed in

  @domain.8.request-messages.bad-request @shell.8.http-400
  Scenario: a settings category answered 400 says "Bad request, please check again"
    Given the next GET of "/api/v1/settings/setting/" fails with status 400 and body "{\"category\": [\"Not a valid choice.\"]}"
    When they open "/ui/settings/basic"
    Then in place of its content the page says "Bad request, please check again", with a way back
    And an error toast says "Request error, please check what you filled in"

  @domain.8.request-messages.no-permission @shell.8.http-403
  Scenario: a list whose first page is answered 403 says "Bad request, no permission for this operation"
    Given the next GET of "/api/v1/users/users/" fails with status 403 and body "{\"detail\": \"You do not have permission to perform this action.\"}"
    When they open "/ui/console/users/users"
    Then in place of its content the page says "Bad request, no permission for this operation", with a way back
    And an error toast says "Request error, you do not have this operation permission"

  @domain.8.request-messages.refreshing @shell.8.http-409
  Scenario: a list whose first page is answered 409 says "Refreshing, please try again later"
    Given the next GET of "/api/v1/assets/assets/" fails with status 409 and body "{\"detail\": \"Refreshing\"}"
    When they open "/ui/console/assets/assets"
    Then in place of its content the page says "Refreshing, please try again later", with a way back
    And an error toast says "Update in progress, please try again later"

  @domain.8.request-messages.resource-lost @shell.8.not-found
  Scenario: a detail page whose object is answered 404 says "Resource lost or deleted"
    Given the next GET of the user "user" fails with status 404 and body "{\"detail\": \"Not found.\"}"
    When they open the address of the user "user"
    Then in place of its content the page says "Resource lost or deleted", with a way back
    And an error toast says "The corresponding resource was not found or has been deleted"
