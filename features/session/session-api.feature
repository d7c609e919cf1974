@api
Feature: The session as a client sees it
  The open public settings are readable before signing in; everything else needs the session that
  the platform's sign-in page creates, with the cookies of reference §1.11.

  @mock.2.public-settings
  Scenario: the open public settings need no session and carry only the open keys
    Given a client without a session
    When the client calls GET "/api/v1/settings/public/open/"
    Then the answer has status 200
    And the answer has exactly the keys "XPACK_ENABLED, INTERFACE"

  @mock.2.profile
  Scenario: the profile without a session is refused with 401
    Given a client without a session
    When the client calls GET "/api/v1/users/profile/"
    Then the answer has status 401
    And the answer field "code" is "not_authenticated"

  @mock.2.profile
  Scenario: signing in sets the session cookies and opens the profile
    Given a client signed in as "orgadmin"
    Then the client holds the cookies "jms_sessionid, jms_csrftoken, jms_session_expire, jms_public_key"
    When the client calls GET "/api/v1/users/profile/"
    Then the answer has status 200
    And the answer field "username" is "orgadmin"
