@api @shell.8 @shell.7
Feature: What the console says when a request fails
  Requests go through the console's HTTP client; a failure becomes one named message of the error
  catalogue (shell §8). Here the client runs in node against the mock, and what it would show is
  recorded instead of drawn; the shell issue checks the same messages as toasts and dialogs.

  Background:
    Given a client signed in as "admin"

  @shell.8.http-400 @shell.8.http-403 @shell.8.not-found @shell.8.http-409
  Scenario Outline: HTTP <status> shows "<message>"
    Given the server will answer GET "/api/v1/users/profile/" with status <status>
    When the console requests GET "/api/v1/users/profile/"
    Then the console shows the error toast "<message>" for 5 seconds
    And the request failed with status <status>

    Examples: shell §8
      | status | message                                                       |
      | 400    | Request error, please check what you filled in                |
      | 403    | Request error, you do not have this operation permission      |
      | 404    | The corresponding resource was not found or has been deleted  |
      | 409    | Update in progress, please try again later                    |

  @shell.8.http-409
  Scenario: 409 keeps its status for callers that wait and retry
    Given the server will answer PATCH "/api/v1/users/profile/" with status 409 and the body '{"detail": "Someone else is doing this. Please wait for complete", "code": "error"}'
    When the console requests PATCH "/api/v1/users/profile/"
    Then the request failed with status 409
    And the console shows the error toast "Update in progress, please try again later" for 5 seconds

  @shell.8.http-401
  Scenario: HTTP 401 asks the user to log in again
    Given the server will answer GET "/api/v1/users/profile/" with status 401
    When the console requests GET "/api/v1/users/profile/"
    Then the console asks "Your account has ended, please log in again" with the choices "Re-login, Cancel"

  @shell.8.http-401
  Scenario: a real 401: the session is gone
    Given a client without a session
    When the console requests GET "/api/v1/settings/public/"
    Then the console asks "Your account has ended, please log in again" with the choices "Re-login, Cancel"

  @shell.8.other-error
  Scenario Outline: any other error shows the server's words from <field> for 5 seconds
    Given the server will answer GET "/api/v1/users/profile/" with status <status> and the body '<body>'
    When the console requests GET "/api/v1/users/profile/"
    Then the console shows the error toast "<message>" for 5 seconds

    Examples: the text is read from error, msg or detail, in that order
      | status | field  | body                                                   | message              |
      | 500    | error  | {"error": "Server internal error", "detail": "other"}   | Server internal error |
      | 400    | msg    | {"msg": "LDAP sync running"}                           | Request error, please check what you filled in |
      | 409    | msg    | {"msg": "Name clash"}                                  | Update in progress, please try again later |
      | 502    | msg    | {"msg": "Gateway down", "detail": "other"}             | Gateway down          |
      | 500    | detail | {"detail": "SMS send failure", "code": "unexpect_error"} | SMS send failure    |
      | 503    | none   | {"code": "x"}                                          | Request failed, please try again later |

  @shell.7.no-toast-flag @shell.8.flash-suppressed
  Scenario: a request marked silent shows nothing
    Given the server will answer POST "/api/v1/settings/mail/testing/" with status 400 and the body '{"error": "SMTP refused"}'
    When the console requests POST "/api/v1/settings/mail/testing/" silently
    Then the console shows no error
    And the request failed with status 400
