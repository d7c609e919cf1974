@api @mock.1.csrf
Feature: A call without the anti-forgery token is refused
  With a session cookie, unsafe methods must carry X-CSRFToken matching the jms_csrftoken cookie.
  JumpServer's session authentication does not raise on a CSRF failure, it answers unauthenticated:
  401 {"code": "not_authenticated"}, not 403 (reference §1.1, §1.5).

  Background:
    Given a client signed in as "admin"

  Scenario: a create without the token is a 401 and creates nothing
    When the client sends POST "/api/v1/users/groups/" without the anti-forgery token, with the JSON:
      """
      {"name": "no token group"}
      """
    Then the answer has status 401
    And the answer field "code" is "not_authenticated"
    And "/api/v1/users/groups/" holds no row named "no token group"

  Scenario: a create with a token that is not the session's is a 401
    When the client sends POST "/api/v1/users/groups/" with a wrong anti-forgery token, with the JSON:
      """
      {"name": "wrong token group"}
      """
    Then the answer has status 401
    And the answer field "code" is "not_authenticated"

  Scenario: the same create with the token succeeds
    When the client sends POST "/api/v1/users/groups/" with the JSON:
      """
      {"name": "token group"}
      """
    Then the answer has status 201
    And the answer field "name" is "token group"

  Scenario: a delete without the token is a 401 and the row stays
    Given the client has created in "/api/v1/users/groups/" the rows named "keep me"
    When the client calls DELETE "/api/v1/users/groups/?name=keep%20me" without the anti-forgery token
    Then the answer has status 401
    And "/api/v1/users/groups/" holds rows named "keep me"

  Scenario: reading needs no token
    When the client calls GET "/api/v1/users/groups/"
    Then the answer has status 200
