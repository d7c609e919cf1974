@ui @domain.9.branding-images
Feature: The sizes of the branding images
  Domain §9: favicon 16x16, logo 185x55, logout logo 82x82, login image 492x472, OAuth2 logo 64x64.
  Each image's field says its size under it: the interface settings (domain §2 settings/interface)
  for the first four, the OAuth2 client settings of the authentication page for its logo.

  # One sign-in, one load: the first page is loaded, the other followed inside the console; every row
  # that fails is named.
  Scenario: each image is asked at its size
    Given "admin" has signed in
    Then each settings page below says "Size: <size> px" under its label in its section:
      | image        | path                               | section   | label        | size    |
      | favicon      | /ui/settings/interface             | Interface | Website icon | 16×16   |
      | logo         | /ui/settings/interface             | Interface | Logo         | 185×55  |
      | logout logo  | /ui/settings/interface             | Interface | Logout logo  | 82×82   |
      | login image  | /ui/settings/interface             | Interface | Login image  | 492×472 |
      | OAuth2 logo  | /ui/settings/auth?activeTab=OAUTH2 | Client    | Logo         | 64×64   |
