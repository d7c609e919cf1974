@api @shell.7
Feature: The console's HTTP conventions, as the server sees them
  The client sends the anti-forgery token on unsafe requests, the organisation header (the oid of
  the query first, else the current organisation, else the Default organisation when the licensed
  extension is off) and the browser time zone (shell §7, reference §1.10–§1.11).

  Background:
    Given a client signed in as "admin"

  @shell.7.csrf-header
  Scenario: an unsafe request carries the anti-forgery token and is accepted
    When the console requests PATCH "/api/v1/users/profile/" with the body '{"comment": "from the console"}'
    Then the request succeeded
    And the console shows no error

  @shell.7.org-header @shell.9.org-ids.default
  Scenario: without the extension the Default organisation is sent
    Given the licensed extension is off
    When the console requests GET "/api/v1/orgs/orgs/current/"
    Then the answer field "id" is "00000000-0000-0000-0000-000000000002"

  @shell.7.org-header
  Scenario: with the extension on the current organisation is sent
    Given the licensed extension is on
    And the current organisation is "00000000-0000-0000-0000-000000000000"
    When the console requests GET "/api/v1/orgs/orgs/current/"
    Then the answer field "id" is "00000000-0000-0000-0000-000000000000"

  @shell.7.org-header @shell.7.call.current-org
  Scenario: an oid in the query wins over the current organisation
    Given the licensed extension is on
    And the current organisation is "00000000-0000-0000-0000-000000000002"
    When the console requests GET "/api/v1/orgs/orgs/current/" for the organisation "00000000-0000-0000-0000-000000000000"
    Then the answer field "id" is "00000000-0000-0000-0000-000000000000"
