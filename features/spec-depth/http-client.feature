@api
Feature: The console's HTTP client does not retry
  Shell §7: the HTTP client does not retry a failed request. The server below fails the first request
  only: a client that tried again would get the second answer, a success, and the request would pass.

  Background:
    Given a client signed in as "admin"

  @shell.7.no-retry
  Scenario Outline: a request answered <status> fails at once, though the same request would now succeed
    Given the server will answer GET "/api/v1/users/profile/" with status <status>
    When the console requests GET "/api/v1/users/profile/"
    Then the request failed with status <status>
    When the console requests GET "/api/v1/users/profile/"
    Then the request succeeded

    Examples:
      | status |
      | 500    |
      | 502    |
      | 503    |
      | 504    |
